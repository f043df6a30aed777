import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { TransactionSummary } from '../transactions/TransactionSummary';
import { REFUND_POPULATE, type RefundRow } from './refundView';

/** A refund: its own details and the payment it gives money back from. */
export function RefundDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord<RefundRow>('refund', id, REFUND_POPULATE);
  const field = (name: string) => `fields:refund.${name}`;
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
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('processor_id_external'), value: data.processor_id_external },
                      {
                        labelKey: field('amount'),
                        value: <Money amount={data.amount} currency={data.currency_code} />,
                      },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                      { labelKey: field('reason'), value: data.reason },
                      {
                        labelKey: field('status'),
                        value: <StatusTag family="refund" status={data.status} />,
                      },
                      {
                        labelKey: field('last_status_update'),
                        value: <DateTime value={data.last_status_update} />,
                      },
                    ]}
                  />
                ),
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
