import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHARGEBACK_COLUMNS } from '../chargebacks/chargebackColumns';
import type { ChargebackRow } from '../chargebacks/chargebackView';
import { useScopedApi } from '../kit/api/useScopedApi';
import { RecordsOfTransaction } from './RecordsOfTransaction';

const SHOWN = new Set(['created_at', 'amount', 'status', 'reason', 'work_by_date']);
const COLUMNS = CHARGEBACK_COLUMNS.filter((column) => SHOWN.has(column.id));

/** The chargebacks tab of a transaction: the chargeback list filtered by the transaction. */
export function ChargebacksOfTransaction({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const { client, scopeKey } = useScopedApi();
  const chargebacks = useQuery({
    queryKey: [scopeKey, 'chargeback', 'ofTransaction', transactionId],
    queryFn: ({ signal }) =>
      client.list<ChargebackRow>(
        'chargeback',
        { transaction: transactionId, _sort: '-created_at' },
        { signal },
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
