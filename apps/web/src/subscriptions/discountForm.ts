import { DISCOUNT_TYPES } from '@psp/domain';
import { z } from 'zod';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The discount form (002 §5): amount above 0 and, for a percentage, a fraction of at most 1 (both
 * comparison errors with expected and actual); empty minimum_amount and duration are sent as null.
 */
export const discountFormSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    type: z.enum(DISCOUNT_TYPES),
    amount: z.preprocess((value) => (value === '' ? undefined : value), z.number().gt(0)),
    duration: z.preprocess(blankToNull, z.int().min(1).nullable()),
    minimum_amount: z.preprocess(blankToNull, z.int().min(0).nullable()),
    limit_to_first_order: z.boolean(),
  })
  .superRefine((discount, context) => {
    if (discount.type === 'percentage' && discount.amount > 1) {
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: 1,
        inclusive: true,
        input: discount.amount,
        path: ['amount'],
      });
    }
  });
export type DiscountFormValues = z.input<typeof discountFormSchema>;

export const DISCOUNT_FORM_FIELDS = [
  'name',
  'type',
  'amount',
  'duration',
  'minimum_amount',
  'limit_to_first_order',
] as const;
