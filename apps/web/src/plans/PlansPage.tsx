import { PLAN_INTERVALS } from '@psp/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { PLAN_FIELDS } from './planFields';

const PlanCreate = lazy(() => import('./PlanCreate').then((module) => ({ default: module.PlanCreate })));
const PlanDetail = lazy(() => import('./PlanDetail').then((module) => ({ default: module.PlanDetail })));

/** 002 §2 plans: filters amount range, interval and id; create, update and delete. */
export function PlansPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { me, viewed } = useAccess();
  // Amounts are typed in the organisation's currency, as on the other lists (the API keeps minor units).
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo<FilterDefinition<'plan'>[]>(
    () => [
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:plan.amount', currency },
      {
        kind: 'select',
        field: 'interval',
        labelKey: 'fields:plan.interval',
        options: PLAN_INTERVALS.map((value) => ({
          value,
          label: t(`subscriptions.plans.intervals.${value}`),
        })),
      },
      { kind: 'text', field: 'id', labelKey: 'fields:plan.id' },
    ],
    [t, currency],
  );
  return (
    <ListPage
      title={t('routes.plans')}
      resource="plan"
      tableId="plans"
      fields={PLAN_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <PlanDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('plan.create') && {
        create: {
          labelKey: 'subscriptions.plans.create',
          render: (close) => (
            <Suspense fallback={null}>
              <PlanCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
