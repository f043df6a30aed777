import { Center, Loader, Text, Timeline } from '@mantine/core';
import { statusColour } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { statusReasonText } from '../kit/format/statusReasonText';
import { ListStatus } from '../kit/list/ListStatus';
import { useTransactionHistory } from './useTransactionHistory';

/** The statuses a payment went through, oldest first, each with its reason and moment. */
export function StatusTimeline({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const history = useTransactionHistory(transactionId);
  if (history.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (history.isError) return <ListStatus kind="error" error={history.error} onRetry={history.refetch} />;
  if (history.data.length === 0) return <ListStatus kind="empty" />;
  return (
    <Timeline
      active={history.data.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={t('transactions.tabs.history')}
    >
      {history.data.map((entry) => (
        <Timeline.Item
          key={entry.id}
          color={statusColour('transaction', entry.status)}
          title={<StatusTag family="transaction" status={entry.status} />}
        >
          {entry.status_reason && (
            <Text size="sm" c="dimmed">
              {statusReasonText(t, entry.status_reason)}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            <DateTime value={entry.created_at} />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
