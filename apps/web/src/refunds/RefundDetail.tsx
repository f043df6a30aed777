import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { TransactionSummary } from '../transactions/TransactionSummary';
import { REFUND_FIELDS } from './refundFields';
import { REFUND_POPULATE } from './refundView';

/** A refund: its own details and the payment it gives money back from. */
export function RefundDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('refund', id, REFUND_POPULATE);
  return (
    <DetailDrawer
      title={t('routes.refunds')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={detailOf(REFUND_FIELDS, data)} />,
              },
              {
                value: 'transaction',
                labelKey: 'detail.transactionDetails',
                content: <TransactionSummary reference={data.transaction} />,
              },
            ]
          : []
      }
    />
  );
}
