import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../index.js';
import { fieldsOf, inputSchemas } from '../test/input-schemas.js';
import { MAX_AMOUNT } from './amount.schema.js';

const PROFILE = '6f1d2b9e-3c4a-4e8f-9a7b-1c2d3e4f5a6b';
const fee = { payment_product: 'card', currency_code: 'EUR', fixed: 10, percentage: 125 };
const scheme = { type: 'REVENUE', name: 'Standard', fees: [fee] };

/**
 * Every amount field of every input schema, with the least amount it takes and a body it takes with
 * any amount in that field. The second test finds the amount fields itself, so a new one fails it
 * until it is listed here, and then checked.
 */
const AMOUNT_FIELDS: readonly (readonly [schema: string, path: string, least: 0 | 1, body: object])[] = [
  [
    'createPaymentSchema',
    'amount',
    1,
    { currency_code: 'EUR', payment_product: 'ideal', merchant_reference: 'o-1' },
  ],
  ['createPaymentLinkSchema', 'amount', 1, { payment_profile: PROFILE, currency_code: 'EUR' }],
  [
    'createScheduledTransactionSchema',
    'amount',
    1,
    { payment_profile: PROFILE, customer: PROFILE, currency_code: 'EUR', due_date: '2030-01-01' },
  ],
  ['updateScheduledTransactionSchema', 'amount', 1, {}],
  ['createPlanSchema', 'amount', 1, { name: 'Monthly', payment_profile: PROFILE, interval: 'month' }],
  ['updatePlanSchema', 'amount', 1, {}],
  ['createSubscriptionDiscountSchema', 'amount', 1, { name: 'Loyalty' }],
  ['createSubscriptionDiscountSchema', 'minimum_amount', 1, { name: 'Loyalty', amount: 100 }],
  ['updateSubscriptionDiscountSchema', 'minimum_amount', 1, {}],
  ['discountAmountInputSchema', 'amount', 1, { type: 'fixed_cents' }],
  ['captureBodySchema', 'amount', 1, {}],
  ['captureInputSchema', 'amount', 1, { id: PROFILE }],
  ['createRefundBodySchema', 'amount', 1, {}],
  ['createRefundInputSchema', 'amount', 1, { transaction: PROFILE }],
  ['createOneOffSchema', 'amount', 1, { type: 'CHARGE', description: 'Terminal rent', currency_code: 'EUR' }],
  ['updateOneOffSchema', 'amount', 1, {}],
  ['createPricingSchemeSchema', 'fees.0.fixed', 0, scheme],
  ['createPricingSchemeSchema', 'fees.0.minimum', 0, scheme],
  ['createPricingSchemeSchema', 'fees.0.maximum', 0, scheme],
  ['updatePricingSchemeSchema', 'fees.0.fixed', 0, { fees: [fee] }],
  ['updatePricingSchemeSchema', 'fees.0.minimum', 0, { fees: [fee] }],
  ['updatePricingSchemeSchema', 'fees.0.maximum', 0, { fees: [fee] }],
  [
    'createSettlementProfileSchema',
    'minimum_payout',
    0,
    { name: 'EUR', currency_code: 'EUR', bank_account: PROFILE, settlement_schedule: PROFILE },
  ],
  ['updateSettlementProfileSchema', 'minimum_payout', 0, {}],
  ['createPaymentProfileSchema', 'max_amount', 1, { name: 'Shop', display_name: 'Shop' }],
  ['updatePaymentProfileSchema', 'max_amount', 1, {}],
];

/** Money by name: an amount, a fee line's fixed fee and bounds, a minimum payout. */
const MONEY_FIELD = /(^|_)amount$|^(fixed|minimum|maximum|minimum_payout)$/;

const schemaNamed = (name: string) => (domain as Record<string, unknown>)[name] as z.ZodType;

function withValue(body: object, path: string, value: unknown): object {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe('amounts a caller sends', () => {
  it.each(AMOUNT_FIELDS)('%s %s: whole minor units from %i up to the maximum', (name, path, least, body) => {
    const schema = schemaNamed(name);
    const issueAt = (value: unknown) =>
      schema
        .safeParse(withValue(body, path, value))
        .error?.issues.find((issue) => issue.path.join('.') === path);
    expect(issueAt(MAX_AMOUNT + 1)).toMatchObject({ code: 'too_big', maximum: MAX_AMOUNT });
    expect(issueAt(10 ** 15)).toMatchObject({ code: 'too_big' });
    expect(issueAt(least - 1)).toMatchObject({ code: 'too_small', minimum: least });
    expect(issueAt(12.5)).toMatchObject({ code: 'invalid_type' });
    expect(schema.safeParse(withValue(body, path, MAX_AMOUNT)).success).toBe(true);
    expect(schema.safeParse(withValue(body, path, least)).success).toBe(true);
  });

  it('lists every amount field of every input schema above', () => {
    const found = inputSchemas().flatMap(([name, schema]) =>
      fieldsOf(schema)
        .filter((field) => MONEY_FIELD.test(field.path.split('.').at(-1)!))
        .map((field) => `${name} ${field.path}`),
    );
    const listed = AMOUNT_FIELDS.map(([name, path]) => `${name} ${path}`)
      // A discount's update is checked on the discount it leaves (discountAmountInputSchema), not alone.
      .concat('updateSubscriptionDiscountSchema amount');
    expect(new Set(found)).toEqual(new Set(listed));
  });
});
