import { Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { DateTime } from '../kit/format/DateTime';
import { AUDIT_CHANGE_FIELDS } from './auditChangeFields';
import { changedFields } from './changeDiff';

function Value({ value }: { value: unknown }) {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') {
    return (
      // Focusable: a long value scrolls, and a keyboard user must be able to scroll it.
      <Code block fz="xs" tabIndex={0}>
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  }
  return <Text size="sm">{String(value)}</Text>;
}

/** A change: who made it and, field by field, the record before and after (secrets never shown). */
export function AuditChangeDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('auditchange', id, ['organisation']);
  const changes = data ? changedFields(data.before, data.after) : [];
  return (
    <DetailDrawer
      title={
        data
          ? t('auditTrail.changeTitle', {
              resource: t(`auditTrail.resources.${data.resource}`, { defaultValue: data.resource }),
              action: t(`auditTrail.actions.${data.action}`, { defaultValue: data.action }),
            })
          : t('auditTrail.views.changes')
      }
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'diff',
                labelKey: 'auditTrail.tabs.diff',
                content: (
                  <Stack gap="sm">
                    <Text size="sm">
                      {t('auditTrail.changedBy', { name: data.actor_name ?? data.actor_id })}{' '}
                      <DateTime value={data.created_at} />
                    </Text>
                    <Table fz="sm" withTableBorder layout="fixed" data-testid="change-diff">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th w="25%">{t('auditTrail.field')}</Table.Th>
                          <Table.Th>{t('auditTrail.before')}</Table.Th>
                          <Table.Th>{t('auditTrail.after')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {changes.map((change) => (
                          <Table.Tr key={change.field}>
                            <Table.Td style={{ wordBreak: 'break-all' }}>{change.field}</Table.Td>
                            <Table.Td bg={change.before !== undefined ? 'red.0' : undefined}>
                              <Value value={change.before} />
                            </Table.Td>
                            <Table.Td bg={change.after !== undefined ? 'green.0' : undefined}>
                              <Value value={change.after} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Stack>
                ),
              },
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={detailOf(AUDIT_CHANGE_FIELDS, data)} />,
              },
            ]
          : []
      }
    />
  );
}
