import {
  createSubscriptionDiscountSchema,
  subscriptionDiscountSchema,
  updateSubscriptionDiscountSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

/** Percentages are stored as millionths so the column stays an integer. */
const MILLIONTHS = 1_000_000;

export const subscriptionDiscountResource = defineResource({
  name: 'subscriptiondiscount',
  table: 'subscription_discounts',
  schema: subscriptionDiscountSchema,
  createSchema: createSubscriptionDiscountSchema,
  updateSchema: updateSubscriptionDiscountSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  toApi: (row) => (row.type === 'percentage' ? { ...row, amount: (row.amount as number) / MILLIONTHS } : row),
  beforeWrite(input, { existing }) {
    if (typeof input.amount !== 'number') return input;
    const type = input.type ?? existing?.type ?? 'fixed_cents';
    return { ...input, amount: Math.round(type === 'percentage' ? input.amount * MILLIONTHS : input.amount) };
  },
});
