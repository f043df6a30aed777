import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { CUSTOMER_FIELDS } from './customerFields';
import { segmentOptions } from './customerView';

// The panels load when a record or the create form is opened.
const CustomerCreate = lazy(() =>
  import('./CustomerCreate').then((module) => ({ default: module.CustomerCreate })),
);
const CustomerDetail = lazy(() =>
  import('./CustomerDetail').then((module) => ({ default: module.CustomerDetail })),
);

/** 002 §2 customers: filters status, date range, segment and id; create; detail with their transactions. */
export function CustomersPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const filters = useMemo<FilterDefinition<'customer'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:customer.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:customer.status',
        options: statusOptions('customer', t),
      },
      { kind: 'select', field: 'segment', labelKey: 'fields:customer.segment', options: segmentOptions(t) },
      { kind: 'text', field: 'id', labelKey: 'fields:customer.id' },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.customers')}
      resource="customer"
      tableId="customers"
      fields={CUSTOMER_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <CustomerDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('customer.create') && {
        create: {
          labelKey: 'customers.create',
          render: (close) => (
            <Suspense fallback={null}>
              <CustomerCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
