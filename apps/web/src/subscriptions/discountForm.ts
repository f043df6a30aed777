import { amountSchema, checkDiscountAmount, DISCOUNT_TYPES } from '@psp/domain';
import { z } from 'zod';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The discount form (002 §5): the amount checked in the unit of its type as the server checks it
 * (comparison errors with expected and actual); empty minimum_amount and duration are sent as null.
 */
const discountFields = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.preprocess((value) => (value === '' ? undefined : value), z.number()),
  duration: z.preprocess(blankToNull, z.int().min(1).nullable()),
  minimum_amount: z.preprocess(blankToNull, amountSchema().nullable()),
  limit_to_first_order: z.boolean(),
});
export const discountFormSchema = discountFields.superRefine(checkDiscountAmount);
/** A new discount also names its organisation (002 §3: required, the user's by default; a chain's shop). */
export const discountCreateFormSchema = discountFields
  .extend({ organisation: z.string().min(1) })
  .superRefine(checkDiscountAmount);
export type DiscountFormValues = z.input<typeof discountCreateFormSchema>;

export const DISCOUNT_FORM_FIELDS = [
  'organisation',
  'name',
  'type',
  'amount',
  'duration',
  'minimum_amount',
  'limit_to_first_order',
] as const;
