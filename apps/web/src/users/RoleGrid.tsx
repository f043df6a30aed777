import { Checkbox, Input, ScrollArea, Table } from '@mantine/core';
import { impliedRole, ROLE_GRID_ACTIONS, type Role, roleGrid, toggleRole } from '@psp/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldInput } from '../kit/form/FormField';

interface RoleGridProps extends CustomFieldInput {
  /** The roles a user of the side may hold: the rows of the grid. */
  assignable: readonly Role[];
  /** The roles the editor may grant (those it holds); the others are shown but cannot be changed. */
  grantable: readonly Role[];
  isProvider: boolean;
}

/**
 * A user's roles as a table of checkboxes, area by action (issue 8): an area's ALL, USER_ALL, PSP_ALL
 * and PSP_SUPER tick what they cover, and only roles the editor holds can be changed.
 */
export function RoleGrid(props: RoleGridProps) {
  const { value, onChange, label, description, error, assignable, grantable, isProvider } = props;
  const { t } = useTranslation();
  const id = useId();
  const chosen = (value ?? []) as Role[];
  const rows = roleGrid(assignable);
  const actions = ROLE_GRID_ACTIONS.filter((action) => rows.some((row) => row.cells[action]));
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelElement="div"
      id={id}
      errorProps={{ id: `${id}-error` }}
    >
      <ScrollArea.Autosize mah={420} type="auto" mt={4}>
        <Table
          striped
          withTableBorder
          stickyHeader
          verticalSpacing={4}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Table.Caption>{t('roles.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roles.area')}</Table.Th>
              {actions.map((action) => (
                <Table.Th key={action} scope="col" ta="center">
                  {t(`roles.actions.${action}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const area = t(`roles.areas.${row.area}`);
              return (
                <Table.Tr key={row.area}>
                  <Table.Th scope="row" fw={500}>
                    {area}
                  </Table.Th>
                  {actions.map((action) => {
                    const role = row.cells[action];
                    if (!role) return <Table.Td key={action} />;
                    const implied = impliedRole(chosen, role, isProvider);
                    return (
                      <Table.Td key={action} ta="center">
                        <Checkbox
                          aria-label={t('roles.cell', { area, action: t(`roles.actions.${action}`) })}
                          title={role}
                          checked={implied || chosen.includes(role)}
                          disabled={implied || !grantable.includes(role)}
                          onChange={(event) =>
                            onChange(toggleRole(chosen, role, event.currentTarget.checked, isProvider))
                          }
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Input.Wrapper>
  );
}
