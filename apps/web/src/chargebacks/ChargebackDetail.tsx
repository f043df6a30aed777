import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { TransactionSummary } from '../transactions/TransactionSummary';
import { CHARGEBACK_FIELDS } from './chargebackFields';
import { CHARGEBACK_POPULATE } from './chargebackView';

/** 002 §2: a chargeback's tabs Details and transaction details; read only. */
export function ChargebackDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('chargeback', id, CHARGEBACK_POPULATE);
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
                content: <DetailFields fields={detailOf(CHARGEBACK_FIELDS, data)} />,
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
