import { Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../data/resourceClient';
import { Icon } from '../icons/Icon';
import type { ListColumn } from './ListColumn';

interface DataTableProps<T extends Entity> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (id: string) => void;
  caption: string;
}

function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

/** The rows of a list; sortable headers are buttons, a row opens its record on click or Enter. */
export function DataTable<T extends Entity>({
  columns,
  rows,
  sort,
  onSort,
  onOpen,
  caption,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" stickyHeader>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const label = t(column.labelKey);
              const field = column.sortField;
              const direction =
                field && (sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined);
              return (
                <Table.Th
                  key={column.id}
                  ta={column.align}
                  aria-sort={direction || undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {field ? (
                    <UnstyledButton
                      onClick={() => onSort(nextSort(sort, field))}
                      fw={600}
                      fz="sm"
                      aria-label={t('list.sortBy', { column: label })}
                    >
                      {label}{' '}
                      <Icon
                        name={
                          direction === 'ascending'
                            ? 'chevronUp'
                            : direction === 'descending'
                              ? 'chevronDown'
                              : 'selector'
                        }
                        size={14}
                        style={{ verticalAlign: 'middle' }}
                      />
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(row.id);
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              aria-label={t('list.openRecord', { id: row.id })}
              data-row-id={row.id}
            >
              {columns.map((column) => (
                <Table.Td key={column.id} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
                  <Text component="div" size="sm">
                    {column.render(row)}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
