import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../kit/format/StatusTag';
import { Icon } from '../kit/icons/Icon';
import type { TransactionRow } from './transactionView';

/** 002 §4: a transaction with blocked set and status FAILED is shown flagged. */
export const isBlockedFailure = (row: Pick<TransactionRow, 'blocked' | 'status'>) =>
  row.blocked && row.status === 'FAILED';

export function TransactionStatus({ row }: { row: Pick<TransactionRow, 'blocked' | 'status'> }) {
  const { t } = useTranslation();
  if (!isBlockedFailure(row)) return <StatusTag family="transaction" status={row.status} />;
  return (
    <Group gap={4} wrap="nowrap" data-blocked>
      <StatusTag family="transaction" status={row.status} />
      <span
        role="img"
        aria-label={t('transactions.blocked')}
        title={t('transactions.blocked')}
        style={{ display: 'inline-flex', color: 'var(--mantine-color-red-7)' }}
      >
        <Icon name="shield" size={16} />
      </span>
    </Group>
  );
}
