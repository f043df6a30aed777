import { describe, expect, it } from 'vitest';
import { discountFormSchema } from './discountForm';

const form = { name: 'Spring', duration: '', minimum_amount: '', limit_to_first_order: false };

describe('the discount form', () => {
  it('checks the amount in the unit of its type, as the server does, with the bound and the value', () => {
    const percentage = discountFormSchema.safeParse({ ...form, type: 'percentage', amount: 1.5 });
    expect(percentage.error?.issues).toEqual([
      expect.objectContaining({ path: ['amount'], code: 'too_big', maximum: 1 }),
    ]);
    const fixed = discountFormSchema.safeParse({ ...form, type: 'fixed_cents', amount: 0 });
    expect(fixed.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], code: 'too_small' })]);
    const huge = discountFormSchema.safeParse({ ...form, type: 'fixed_cents', amount: 10 ** 11 });
    expect(huge.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], code: 'too_big' })]);
    const threshold = discountFormSchema.safeParse({
      ...form,
      type: 'fixed_cents',
      amount: 5,
      minimum_amount: 0,
    });
    expect(threshold.error?.issues).toEqual([
      expect.objectContaining({ path: ['minimum_amount'], code: 'too_small' }),
    ]);
    expect(discountFormSchema.safeParse({ ...form, type: 'percentage', amount: 0.25 }).success).toBe(true);
    expect(discountFormSchema.safeParse({ ...form, type: 'fixed_cents', amount: 250 }).success).toBe(true);
  });
});
