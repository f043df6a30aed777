import { defineFields } from '../kit/fields/defineFields';
import { customerName } from '../transactions/transactionView';
import { RecordLink } from './RecordLink';
import { SubscriptionLink } from './SubscriptionLink';
import { SUBSCRIPTION_POPULATE } from './subscriptionView';

/** 002 §2 subscriptions: whose, which plan, what it costs, where in its cycles, its link and status. */
export const SUBSCRIPTION_FIELDS = defineFields(
  'subscription',
  [
    {
      name: 'customer',
      kind: 'custom',
      render: (row) => <RecordLink route="customers" record={row.customer} label={customerName(row)} />,
      text: (row) => customerName(row) ?? '',
      list: {},
      detail: true,
    },
    {
      name: 'plan',
      kind: 'custom',
      render: (row) => (
        <RecordLink
          route="subscriptions/plans"
          record={row.plan}
          label={typeof row.plan === 'object' ? row.plan.name : row.plan}
        />
      ),
      text: (row) => (typeof row.plan === 'object' ? row.plan.name : row.plan),
      list: {},
      detail: true,
    },
    {
      name: 'plan.amount',
      kind: 'money',
      currency: 'payment_profile.currency_code',
      list: { align: 'right' },
      detail: true,
    },
    { name: 'billing_cycle', kind: 'number', list: { sortable: true }, detail: true },
    { name: 'due_date', kind: 'date', list: { sortable: true }, detail: true },
    { name: 'max_billing_cycle', kind: 'number', list: { sortable: true }, detail: true },
    { name: 'payment_product', kind: 'enum', labelPrefix: 'paymentProducts.', list: {}, detail: true },
    {
      name: 'subscription_url',
      kind: 'custom',
      render: (row) => <SubscriptionLink status={row.status} url={row.subscription_url} />,
      text: (row) => row.subscription_url ?? '',
      list: {},
      detail: true,
    },
    { name: 'status', kind: 'status', family: 'subscription', list: { sortable: true }, detail: true },
    { name: 'status_reason', kind: 'text', detail: true },
    { name: 'last_paid_cycle', kind: 'number', detail: true },
    { name: 'last_paid_date', kind: 'date', detail: true },
    { name: 'past_due_since', kind: 'date', detail: true },
    { name: 'test_clock', kind: 'date', detail: true },
    { name: 'payment_profile', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { hiddenByDefault: true, sortable: true }, detail: true },
  ],
  { populate: SUBSCRIPTION_POPULATE },
);
