import { z } from 'zod';
import { entityFields, minorUnits, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const DISCOUNT_TYPES = ['percentage', 'fixed_cents'] as const;

/**
 * `amount` is minor units for fixed_cents and, for percentage, a fraction of at most 1 stored in
 * millionths (0.125 is stored as 125000); the API carries the fraction.
 */
export const subscriptionDiscountSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
  duration: z.int().nullable(),
  minimum_amount: minorUnits().nullable(),
  limit_to_first_order: z.boolean(),
  updated_at: timestamp(),
});
export type SubscriptionDiscount = z.infer<typeof subscriptionDiscountSchema>;

const discountInput = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  type: z.enum(DISCOUNT_TYPES).default('fixed_cents'),
  amount: z.number().gt(0),
  duration: z.int().min(1).nullish(),
  minimum_amount: minorUnits().nullish(),
  limit_to_first_order: z.boolean().default(false),
});

type DiscountInput = Partial<z.infer<typeof discountInput>>;
export function percentageAtMostOne(discount: DiscountInput): boolean {
  return discount.type !== 'percentage' || discount.amount === undefined || discount.amount <= 1;
}
/** A copy goes to `.refine`, which takes its message over in place. */
export const PERCENTAGE_RULE = { message: 'A percentage is a fraction of at most 1', path: ['amount'] };

export const createSubscriptionDiscountSchema = discountInput.refine(percentageAtMostOne, {
  ...PERCENTAGE_RULE,
});
/** The server checks the rule on the discount as the update leaves it (a partial body alone cannot say). */
export const updateSubscriptionDiscountSchema = updateSchemaOf(discountInput.omit({ organisation: true }));
