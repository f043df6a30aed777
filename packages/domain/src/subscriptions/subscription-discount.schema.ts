import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { entityFields, minorUnits, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const DISCOUNT_TYPES = ['percentage', 'fixed_cents'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

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

/** A discount's amount in the unit of its type: a fraction above 0 and at most 1, or an amount. */
const DISCOUNT_AMOUNTS = {
  percentage: z.number().gt(0).max(1),
  fixed_cents: amountSchema(),
} as const;

const discountInput = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  type: z.enum(DISCOUNT_TYPES).default('fixed_cents'),
  /** Checked in the unit of the type by {@link checkDiscountAmount}. */
  amount: z.number(),
  duration: z.int().min(1).nullish(),
  minimum_amount: amountSchema().nullish(),
  limit_to_first_order: z.boolean().default(false),
});

/**
 * Checks a discount's amount in the unit of its type, on `amount`: comparisons (too_small, too_big) with
 * their bound and the value, as every other bound is refused (002 §5). The type is another field, so this
 * refines a whole discount: the create schema, {@link discountAmountInputSchema} and the web form. The caller's
 * error map words the issues (the web form's translations).
 */
export function checkDiscountAmount(
  discount: { type?: DiscountType | undefined; amount?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (discount.amount === undefined) return;
  const checked = DISCOUNT_AMOUNTS[discount.type ?? 'fixed_cents'].safeParse(discount.amount, {
    reportInput: true,
  });
  for (const { message: _worded, path: _within, ...issue } of checked.error?.issues ?? []) {
    context.addIssue({ ...issue, path: ['amount'] });
  }
}

export const createSubscriptionDiscountSchema = discountInput.superRefine(checkDiscountAmount);
/** The server checks the amount on the discount as the update leaves it (a partial body alone cannot say). */
export const updateSubscriptionDiscountSchema = updateSchemaOf(discountInput.omit({ organisation: true }));
/** A discount's type and amount, checked together (an update's, on the discount it leaves). */
export const discountAmountInputSchema = discountInput
  .pick({ type: true, amount: true })
  .partial()
  .superRefine(checkDiscountAmount);
