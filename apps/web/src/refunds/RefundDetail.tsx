import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { detailOf } from '../kit/fields/detailOf';
import { RecordOfTransactionDrawer } from '../transactions/RecordOfTransactionDrawer';
import { REFUND_FIELDS } from './refundFields';
import { REFUND_POPULATE } from './refundView';

/** A refund: its own details and the payment it gives money back from. */
export function RefundDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('refund', id, REFUND_POPULATE);
  return (
    <RecordOfTransactionDrawer
      title={t('routes.refunds')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      record={data && { details: detailOf(REFUND_FIELDS, data), transaction: data.transaction }}
    />
  );
}
