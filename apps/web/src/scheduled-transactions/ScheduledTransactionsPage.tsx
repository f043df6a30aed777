import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { SCHEDULED_TRANSACTION_FIELDS } from './scheduledTransactionFields';

const field = (name: string) => `fields:scheduledtransaction.${name}`;

/** 002 §2 transactions/scheduled: payments planned for a due date (subscriptions), initially those still to make. */
export function ScheduledTransactionsPage() {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo<FilterDefinition<'scheduledtransaction'>[]>(
    () => [
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: field('status'),
        options: statusOptions('scheduled_transaction', t),
      },
      { kind: 'dateRange', field: 'due_date', labelKey: field('due_date') },
      { kind: 'numberRange', field: 'amount', labelKey: field('amount'), currency },
    ],
    [t, currency],
  );
  return (
    <ListPage
      title={t('routes.scheduledTransactions')}
      resource="scheduledtransaction"
      tableId="scheduledTransactions"
      fields={SCHEDULED_TRANSACTION_FIELDS}
      filters={filters}
      defaultSort="due_date"
    />
  );
}
