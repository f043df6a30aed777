import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { responseCodeColour, type WebhookAttempt } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { Icon } from '../kit/icons/Icon';

/** 001 §2.8: a message's attempts, newest first, response codes in their colour; reloadable. */
export function WebhookHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const { organisation, scopeKey } = useScopedApi();
  const history = useQuery({
    queryKey: [scopeKey, 'webhook', 'history', id],
    queryFn: () =>
      apiRequest<WebhookAttempt[]>('GET', `webhook/${id}/history`, organisation ? { organisation } : {}),
  });
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="default"
          size="xs"
          leftSection={<Icon name="refresh" size={14} />}
          loading={history.isFetching}
          onClick={() => history.refetch()}
        >
          {t('webhooks.reload')}
        </Button>
      </Group>
      {history.data?.length === 0 && <Text c="dimmed">{t('webhooks.noAttempts')}</Text>}
      {!!history.data?.length && (
        <Table striped aria-label={t('webhooks.history')} data-testid="webhook-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.attemptAt')}</Table.Th>
              <Table.Th>{t('webhooks.statusCode')}</Table.Th>
              <Table.Th>{t('webhooks.duration')}</Table.Th>
              <Table.Th>{t('webhooks.content')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((attempt) => (
              <Table.Tr key={attempt.id}>
                <Table.Td>
                  <DateTime value={attempt.created_at} />
                </Table.Td>
                <Table.Td>
                  <Badge color={responseCodeColour(attempt.status_code)} variant="filled" autoContrast>
                    {attempt.status_code ?? t('webhooks.noAnswer')}
                  </Badge>
                </Table.Td>
                <Table.Td>{attempt.duration_ms === null ? '' : `${attempt.duration_ms} ms`}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="xs" ff="monospace" lineClamp={4}>
                    {attempt.error ?? attempt.content}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
