import { useTranslation } from 'react-i18next';
import { columnsOf } from '../kit/fields/columnsOf';
import { REFUND_FIELDS } from '../refunds/refundFields';
import type { RefundRow } from '../refunds/refundView';
import { useTransactionRefunds } from '../refunds/useTransactionRefunds';
import { RecordsOfTransaction } from './RecordsOfTransaction';

const SHOWN = new Set(['created_at', 'amount', 'status', 'reason']);
const COLUMNS = columnsOf(REFUND_FIELDS).filter((column) => SHOWN.has(column.id));

/** The refunds tab of a transaction (002 §7 'Refunds of a transaction'). */
export function RefundsOfTransaction({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const refunds = useTransactionRefunds(transactionId);
  return (
    <RecordsOfTransaction<RefundRow>
      rows={refunds}
      columns={COLUMNS}
      caption={t('transactions.tabs.refunds')}
      screen="refunds"
    />
  );
}
