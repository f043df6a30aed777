import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { SCHEDULED_TRANSACTION_FIELDS } from './scheduledTransactionFields';

const ScheduledTransactionCreate = lazy(() =>
  import('./ScheduledTransactionCreate').then((module) => ({ default: module.ScheduledTransactionCreate })),
);
const ScheduledTransactionDetail = lazy(() =>
  import('./ScheduledTransactionDetail').then((module) => ({ default: module.ScheduledTransactionDetail })),
);

const field = (name: string) => `fields:scheduledtransaction.${name}`;

/**
 * 002 §2 transactions/scheduled: payments planned for a due date (subscriptions' cycles and one-off
 * charges), initially those still to make; a one-off is created here and cancelled until it runs.
 */
export function ScheduledTransactionsPage() {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const may = usePermission();
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
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <ScheduledTransactionDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('scheduledtransaction.create') && {
        create: {
          labelKey: 'subscriptions.scheduled.create',
          render: (close) => (
            <Suspense fallback={null}>
              <ScheduledTransactionCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
