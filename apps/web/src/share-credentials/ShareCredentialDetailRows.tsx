import { ActionIcon, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ConfigurationChoice, isSecretField } from '@psp/domain';
import {
  type Control,
  Controller,
  type FieldArrayWithId,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { Icon } from '../kit/icons/Icon';

interface DetailRowsProps<V extends FieldValues> {
  control: Control<V, unknown, unknown>;
  rows: readonly FieldArrayWithId<FieldValues, 'details'>[];
  /** The provider edits every part of a row; a merchant user only the value (000 §6). */
  editable: 'all' | 'values';
  choice: ConfigurationChoice;
  onRemove?: (index: number) => void;
  /** Whether a value must be filled in (not when a merchant is viewed as PSP). */
  valueRequired: boolean;
}

/** The detail rows of a share: name, description and value, one bordered block per row. */
export function ShareCredentialDetailRows<V extends FieldValues>(props: DetailRowsProps<V>) {
  const { control, rows, editable, choice, onRemove, valueRequired } = props;
  const { t } = useTranslation();
  const message = useFieldMessage();
  const label = (name: string) => t(`fields:sharecredential.detail_${name}`);
  const path = (index: number, name: string) => `details.${index}.${name}` as Path<V>;
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Paper key={row.id} withBorder radius="sm" p="sm" data-testid="share-detail-row">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('shareCredentials.row', { number: index + 1 })}
            </Text>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shareCredentials.removeRow', { number: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <Icon name="close" size={16} />
              </ActionIcon>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(['name', 'description'] as const).map((name) => (
              <Controller
                key={name}
                name={path(index, name)}
                control={control}
                render={({ field, fieldState }) => (
                  <TextInput
                    label={label(name)}
                    required={name === 'name'}
                    readOnly={editable === 'values'}
                    variant={editable === 'values' ? 'filled' : 'default'}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={message(fieldState.error?.message)}
                  />
                )}
              />
            ))}
            <Controller
              name={path(index, 'value')}
              control={control}
              render={({ field, fieldState }) => {
                const common = {
                  label: label('value'),
                  required: valueRequired,
                  name: field.name,
                  ref: field.ref,
                  value: field.value ?? '',
                  onChange: field.onChange,
                  onBlur: field.onBlur,
                  error: message(fieldState.error?.message),
                  autoComplete: 'off',
                };
                return isSecretField(choice, (row as { name?: string }).name ?? '') ? (
                  <PasswordInput {...common} />
                ) : (
                  <TextInput {...common} />
                );
              }}
            />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
