import { Badge, Group } from '@mantine/core';
import { isPartiallyRefunded } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../kit/format/StatusTag';
import { Icon } from '../kit/icons/Icon';
import type { TransactionRow } from './transactionView';

/** 002 §4: a transaction with blocked set and status FAILED is shown flagged. */
export const isBlockedFailure = (row: Pick<TransactionRow, 'blocked' | 'status'>) =>
  row.blocked && row.status === 'FAILED';

type StatusRow = Pick<TransactionRow, 'blocked' | 'status' | 'captured_amount' | 'refunded_amount'>;

/** The status tag, flagged when blocked (002 §4) and marked when partly refunded (issue 29). */
export function TransactionStatus({ row }: { row: StatusRow }) {
  const { t } = useTranslation();
  const blocked = isBlockedFailure(row);
  const partiallyRefunded = isPartiallyRefunded(row);
  if (!blocked && !partiallyRefunded) return <StatusTag family="transaction" status={row.status} />;
  return (
    <Group gap={4} {...(blocked && { 'data-blocked': true })}>
      <StatusTag family="transaction" status={row.status} />
      {blocked && (
        <span
          role="img"
          aria-label={t('transactions.blocked')}
          title={t('transactions.blocked')}
          style={{ display: 'inline-flex', color: 'var(--mantine-color-red-7)' }}
        >
          <Icon name="shield" size={16} />
        </span>
      )}
      {partiallyRefunded && (
        <Badge variant="outline" color="gray" size="sm" data-partially-refunded>
          {t('transactions.partiallyRefunded')}
        </Badge>
      )}
    </Group>
  );
}

/** Whether the cardholder was authenticated by 3-D Secure. */
export function ThreeDSecureResult({ row }: { row: Pick<TransactionRow, 'three_d_secure'> }) {
  const { t } = useTranslation();
  return (
    <>
      {t(
        row.three_d_secure
          ? 'transactions.threeDSecure.authenticated'
          : 'transactions.threeDSecure.notAuthenticated',
      )}
    </>
  );
}
