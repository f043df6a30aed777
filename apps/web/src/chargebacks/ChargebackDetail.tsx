import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { detailOf } from '../kit/fields/detailOf';
import { RecordOfTransactionDrawer } from '../transactions/RecordOfTransactionDrawer';
import { CHARGEBACK_FIELDS } from './chargebackFields';
import { CHARGEBACK_POPULATE } from './chargebackView';

/** 002 §2: a chargeback's tabs Details and transaction details; read only. */
export function ChargebackDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('chargeback', id, CHARGEBACK_POPULATE);
  return (
    <RecordOfTransactionDrawer
      title={t('routes.chargebacks')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      record={data && { details: detailOf(CHARGEBACK_FIELDS, data), transaction: data.transaction }}
    />
  );
}
