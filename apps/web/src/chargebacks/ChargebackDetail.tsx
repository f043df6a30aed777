import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { TransactionSummary } from '../transactions/TransactionSummary';
import { CHARGEBACK_POPULATE, type ChargebackRow } from './chargebackView';

/** 002 §2: a chargeback's tabs Details and transaction details; read only. */
export function ChargebackDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord<ChargebackRow>('chargeback', id, CHARGEBACK_POPULATE);
  const field = (name: string) => `fields:chargeback.${name}`;
  return (
    <DetailDrawer
      title={t('routes.chargebacks')}
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
                      { labelKey: field('reason_code'), value: data.reason_code },
                      {
                        labelKey: field('status'),
                        value: <StatusTag family="chargeback" status={data.status} />,
                      },
                      {
                        labelKey: field('work_by_date'),
                        value: <DateTime value={data.work_by_date} dateOnly />,
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
