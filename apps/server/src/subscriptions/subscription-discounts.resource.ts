import {
  createSubscriptionDiscountSchema,
  discountAmountInputSchema,
  subscriptionDiscountSchema,
  updateSubscriptionDiscountSchema,
} from '@psp/domain';
import { badRequest, parseInput } from '../platform/http/errors.js';
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
  toApi: (row) => (row.type === 'percentage' ? { ...row, amount: row.amount / MILLIONTHS } : row),
  beforeWrite(input, { existing }) {
    if (existing) {
      // An update is judged on the discount it leaves; the amount is read in the unit of the type, so a
      // new type comes with its amount.
      if (input.type !== undefined && input.type !== existing.type && input.amount === undefined) {
        throw badRequest([
          { path: 'body.amount', code: 'required', message: 'Send the amount in the unit of the new type' },
        ]);
      }
      const { type, amount } = { ...existing, ...input };
      parseInput(discountAmountInputSchema, { type, amount }, 'body');
    }
    if (typeof input.amount !== 'number') return input;
    const type = input.type ?? existing?.type ?? 'fixed_cents';
    return { ...input, amount: Math.round(type === 'percentage' ? input.amount * MILLIONTHS : input.amount) };
  },
});
