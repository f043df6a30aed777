import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { REFUND_FIELDS } from './refundFields';

// The panels load when a record or the create form is opened.
const RefundCreate = lazy(() =>
  import('./RefundCreate').then((module) => ({ default: module.RefundCreate })),
);
const RefundDetail = lazy(() =>
  import('./RefundDetail').then((module) => ({ default: module.RefundDetail })),
);

/** 002 §2 refunds: the list, its detail, and a refund made here for users who may refund. */
export function RefundsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo<FilterDefinition<'refund'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:refund.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:refund.status',
        options: statusOptions('refund', t),
      },
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:refund.amount', currency },
      { kind: 'text', field: 'id', labelKey: 'fields:refund.id' },
    ],
    [currency, t],
  );
  return (
    <ListPage
      title={t('routes.refunds')}
      resource="refund"
      tableId="refunds"
      fields={REFUND_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <RefundDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('transaction.refund') && {
        create: {
          labelKey: 'refunds.create',
          render: (close) => (
            <Suspense fallback={null}>
              <RefundCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
