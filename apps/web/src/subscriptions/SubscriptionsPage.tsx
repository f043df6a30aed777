import { SUBSCRIPTION_PAYMENT_PRODUCTS } from '@psp/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { paymentProductName } from '../kit/format/paymentProductName';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';
import { statusOptions } from '../transactions/paymentFilters';
import { SUBSCRIPTION_FIELDS } from './subscriptionFields';

const SubscriptionCreate = lazy(() =>
  import('./SubscriptionCreate').then((module) => ({ default: module.SubscriptionCreate })),
);
const SubscriptionDetail = lazy(() =>
  import('./SubscriptionDetail').then((module) => ({ default: module.SubscriptionDetail })),
);

export const PLANS_QUERY = { _sort: 'name', _limit: 500 } as const;
export const planName = (plan: { name: string }) => plan.name;

/**
 * 002 §2 subscriptions: filters max_billing_cycle and due_date ranges, payment product, status, payment
 * profile and, for users who may list plans, plan; the detail panel and the create form.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const mayListPlans = may('plan.list');
  const profiles = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileName,
    may('paymentprofile.list'),
  );
  const plans = useResourceOptions('plan', PLANS_QUERY, planName, mayListPlans);
  const filters = useMemo<FilterDefinition<'subscription'>[]>(
    () => [
      { kind: 'numberRange', field: 'max_billing_cycle', labelKey: 'fields:subscription.max_billing_cycle' },
      { kind: 'dateRange', field: 'due_date', labelKey: 'fields:subscription.due_date' },
      {
        kind: 'select',
        field: 'payment_product',
        labelKey: 'fields:subscription.payment_product',
        options: SUBSCRIPTION_PAYMENT_PRODUCTS.map((value) => ({
          value,
          label: paymentProductName(t, value),
        })),
      },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:subscription.status',
        options: statusOptions('subscription', t),
      },
      {
        kind: 'select',
        field: 'payment_profile',
        labelKey: 'fields:subscription.payment_profile',
        options: profiles.options,
      },
      ...(mayListPlans
        ? [
            {
              kind: 'select' as const,
              field: 'plan' as const,
              labelKey: 'fields:subscription.plan',
              options: plans.options,
            },
          ]
        : []),
    ],
    [t, profiles.options, plans.options, mayListPlans],
  );
  return (
    <ListPage
      title={t('routes.subscriptions')}
      resource="subscription"
      tableId="subscriptions"
      fields={SUBSCRIPTION_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <SubscriptionDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('subscription.create') && {
        create: {
          labelKey: 'subscriptions.create',
          render: (close) => (
            <Suspense fallback={null}>
              <SubscriptionCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
