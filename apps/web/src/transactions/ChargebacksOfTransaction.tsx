import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHARGEBACK_FIELDS } from '../chargebacks/chargebackFields';
import { CHARGEBACK_POPULATE, type ChargebackRow } from '../chargebacks/chargebackView';
import { useScopedApi } from '../kit/api/useScopedApi';
import { columnsOf } from '../kit/fields/columnsOf';
import { RecordsOfTransaction } from './RecordsOfTransaction';

const SHOWN = new Set(['created_at', 'amount', 'status', 'reason', 'work_by_date']);
const COLUMNS = columnsOf(CHARGEBACK_FIELDS).filter((column) => SHOWN.has(column.id));

/** The chargebacks tab of a transaction: the chargeback list filtered by the transaction. */
export function ChargebacksOfTransaction({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const { client, scopeKey } = useScopedApi();
  const chargebacks = useQuery({
    queryKey: [scopeKey, 'chargeback', 'ofTransaction', transactionId],
    queryFn: ({ signal }) =>
      client.list(
        'chargeback',
        { transaction: transactionId, _sort: '-created_at' },
        { signal, populate: CHARGEBACK_POPULATE },
      ),
  });
  return (
    <RecordsOfTransaction<ChargebackRow>
      rows={chargebacks}
      columns={COLUMNS}
      caption={t('transactions.tabs.chargebacks')}
      screen="chargebacks"
    />
  );
}
