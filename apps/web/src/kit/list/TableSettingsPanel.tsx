import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import type { TableSettings } from './useTableSettings';

interface TableSettingsPanelProps {
  settings: TableSettings;
  labels: Record<string, string>;
  onChange: (settings: TableSettings) => void;
  onReset: () => void;
}

function move(order: readonly string[], index: number, offset: number): string[] {
  const next = [...order];
  const [id] = next.splice(index, 1);
  next.splice(index + offset, 0, id!);
  return next;
}

/** The columns of a table: shown or hidden, and their order. */
export function TableSettingsPanel({ settings, labels, onChange, onReset }: TableSettingsPanelProps) {
  const { t } = useTranslation();
  const toggle = (id: string, shown: boolean) =>
    onChange({
      ...settings,
      hidden: shown ? settings.hidden.filter((hidden) => hidden !== id) : [...settings.hidden, id],
    });
  return (
    <>
      <Text fw={600} size="sm" mb="xs">
        {t('list.columns')}
      </Text>
      <Stack gap={4}>
        {settings.order.map((id, index) => (
          <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
            <Checkbox
              label={labels[id]}
              checked={!settings.hidden.includes(id)}
              onChange={(event) => toggle(id, event.currentTarget.checked)}
            />
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === 0}
                aria-label={t('list.moveUp', { column: labels[id] })}
                onClick={() => onChange({ ...settings, order: move(settings.order, index, -1) })}
              >
                <Icon name="chevronUp" size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === settings.order.length - 1}
                aria-label={t('list.moveDown', { column: labels[id] })}
                onClick={() => onChange({ ...settings, order: move(settings.order, index, 1) })}
              >
                <Icon name="chevronDown" size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <Button variant="subtle" size="xs" mt="sm" onClick={onReset}>
        {t('list.resetColumns')}
      </Button>
    </>
  );
}
