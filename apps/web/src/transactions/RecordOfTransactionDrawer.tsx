import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { type DetailField, DetailFields } from '../kit/detail/DetailFields';
import type { TransactionReference } from './TransactionReferenceLink';
import { TransactionSummary } from './TransactionSummary';

interface RecordOfTransactionDrawerProps {
  title: string;
  onClose: () => void;
  loading: boolean;
  error: Error | null;
  /** The record once loaded: its own detail rows and the payment it belongs to. */
  record: { details: DetailField[]; transaction: TransactionReference } | undefined;
}

/** 002 §2: a refund's or chargeback's panel, read only: tabs Details and transaction details. */
export function RecordOfTransactionDrawer({
  title,
  onClose,
  loading,
  error,
  record,
}: RecordOfTransactionDrawerProps) {
  return (
    <DetailDrawer
      title={title}
      onClose={onClose}
      loading={loading}
      error={error}
      tabs={
        record
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={record.details} />,
              },
              {
                value: 'transaction',
                labelKey: 'detail.transactionDetails',
                content: <TransactionSummary reference={record.transaction} />,
              },
            ]
          : []
      }
    />
  );
}
