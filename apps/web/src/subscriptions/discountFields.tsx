import { defineFields } from '../kit/fields/defineFields';
import { DiscountAmount } from './DiscountAmount';

/** 002 §2 subscription discounts: how much off, for how many cycles, from which amount, first order only. */
export const DISCOUNT_FIELDS = defineFields<'subscriptiondiscount', 'organisation'>(
  'subscriptiondiscount',
  [
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    {
      name: 'amount',
      kind: 'custom',
      render: (discount) => <DiscountAmount type={discount.type} amount={discount.amount} />,
      text: (discount) => String(discount.amount),
      list: { align: 'right' },
      detail: true,
    },
    { name: 'type', kind: 'enum', labelPrefix: 'subscriptions.discounts.types.', detail: true },
    { name: 'duration', kind: 'number', list: { sortable: true }, detail: true },
    { name: 'minimum_amount', kind: 'number', list: { sortable: true }, detail: true },
    { name: 'limit_to_first_order', kind: 'boolean', list: {}, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { hiddenByDefault: true, sortable: true }, detail: true },
  ],
  { populate: ['organisation'] },
);
