import { defineFields } from '../kit/fields/defineFields';
import { PlanInterval } from './PlanInterval';

/** 002 §2 plans: what a subscription to the plan costs and how often, and whom it notifies. */
export const PLAN_FIELDS = defineFields<'plan', 'payment_profile' | 'organisation' | 'checkout'>(
  'plan',
  [
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'description', kind: 'text', list: {}, detail: true },
    {
      name: 'amount',
      kind: 'money',
      currency: 'payment_profile.currency_code',
      list: { sortable: true, align: 'right' },
      detail: true,
    },
    { name: 'checkout', kind: 'reference', list: {}, detail: true },
    {
      name: 'interval',
      kind: 'custom',
      render: (plan) => <PlanInterval interval={plan.interval} count={plan.interval_count} />,
      text: (plan) => `${plan.interval_count} ${plan.interval}`,
      list: { sortable: true },
      detail: true,
    },
    { name: 'max_billing_cycle', kind: 'number', list: { sortable: true }, detail: true },
    { name: 'payment_profile', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'dynamic_descriptor', kind: 'text', detail: true },
    {
      name: 'statuses_subscription_update',
      kind: 'custom',
      render: (plan) => plan.statuses_subscription_update.join(', '),
      text: (plan) => plan.statuses_subscription_update.join(', '),
      detail: true,
    },
    { name: 'webhook_subscription_update', kind: 'text', detail: true },
    { name: 'email_subscription_update', kind: 'text', detail: true },
    { name: 'redirect_url', kind: 'text', detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { hiddenByDefault: true, sortable: true }, detail: true },
  ],
  { populate: ['payment_profile', 'organisation', 'checkout'] },
);
