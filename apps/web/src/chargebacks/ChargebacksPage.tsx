import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { CHARGEBACK_FIELDS } from './chargebackFields';

// The panels load when a record or the create form is opened.
const ChargebackDetail = lazy(() =>
  import('./ChargebackDetail').then((module) => ({ default: module.ChargebackDetail })),
);

/** 002 §2 chargebacks: a read-only list with its detail and export. */
export function ChargebacksPage() {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo<FilterDefinition<'chargeback'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:chargeback.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:chargeback.status',
        options: statusOptions('chargeback', t),
      },
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:chargeback.amount', currency },
      { kind: 'text', field: 'id', labelKey: 'fields:chargeback.id' },
    ],
    [currency, t],
  );
  return (
    <ListPage
      title={t('routes.chargebacks')}
      resource="chargeback"
      tableId="chargebacks"
      fields={CHARGEBACK_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <ChargebackDetail id={id} onClose={close} />
        </Suspense>
      )}
    />
  );
}
