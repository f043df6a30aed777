import { describe, expect, it } from 'vitest';
import { basisPointsOf, calculateFee, type FeeSubject, feeRegionOf, matchFeeLine } from './calculate-fees.js';
import type { FeeLine } from './pricing-scheme.schema.js';

function line(overrides: Partial<FeeLine>): FeeLine {
  return {
    event: 'payment',
    payment_product: 'card',
    card_brand: null,
    region: null,
    currency_code: 'EUR',
    fixed: 0,
    percentage: 0,
    minimum: null,
    maximum: null,
    ...overrides,
  };
}

const payment: FeeSubject = {
  event: 'payment',
  amount: 10_000,
  currency_code: 'EUR',
  payment_product: 'card',
  card_brand: 'visa',
  region: 'domestic',
};

describe('basisPointsOf: the percentage part, rounded half up to a minor unit', () => {
  it.each([
    ['1.40% of 100.00', 10_000, 140, 140],
    ['1.40% of 0.35 is 0.49 cent: down', 35, 140, 0],
    ['1.40% of 0.36 is 0.504 cent: up', 36, 140, 1],
    ['exactly half a cent rounds up', 25, 200, 1],
    ['just under half rounds down', 24, 200, 0],
    ['2.90% of 19.99 = 57.971 cents', 1_999, 290, 58],
    ['100% is the amount', 12_345, 10_000, 12_345],
    ['0 basis points is nothing', 99_999, 0, 0],
    ['beyond the safe range of the product (BigInt)', 9_000_000_000_000_000, 125, 112_500_000_000_000],
  ])('%s', (_name, amount, bps, expected) => {
    expect(basisPointsOf(amount, bps)).toBe(expected);
  });
});

describe('calculateFee: fixed + percentage, then minimum and maximum', () => {
  it.each([
    ['fixed and percentage add up', line({ fixed: 10, percentage: 140 }), 10_000, 150, null],
    ['raised to the minimum', line({ fixed: 0, percentage: 140, minimum: 25 }), 1_000, 25, 'minimum'],
    ['lowered to the maximum', line({ fixed: 10, percentage: 140, maximum: 500 }), 100_000, 500, 'maximum'],
    [
      'within the bounds: untouched',
      line({ fixed: 10, percentage: 140, minimum: 5, maximum: 500 }),
      10_000,
      150,
      null,
    ],
    ['minimum applies after rounding', line({ percentage: 140, minimum: 1 }), 35, 1, 'minimum'],
    ['a fixed fee above a tiny payment is still charged', line({ fixed: 29 }), 10, 29, null],
  ] as const)('%s', (_name, feeLine, amount, expected, boundedBy) => {
    const fee = calculateFee({ id: 's', fees: [feeLine] }, { ...payment, amount });
    expect(fee?.amount).toBe(expected);
    expect(fee?.bounded_by).toBe(boundedBy);
    expect(fee?.line).toBe(feeLine);
    expect(fee?.scheme_id).toBe('s');
  });

  it('no fee without a line for the product, currency or event, nor when it comes to zero', () => {
    const scheme = { id: 's', fees: [line({ fixed: 10 }), line({ payment_product: 'ideal', fixed: 0 })] };
    expect(calculateFee(scheme, { ...payment, payment_product: 'paypal' })).toBeNull();
    expect(calculateFee(scheme, { ...payment, currency_code: 'GBP' })).toBeNull();
    expect(calculateFee(scheme, { ...payment, event: 'refund' })).toBeNull();
    expect(calculateFee(scheme, { ...payment, payment_product: 'ideal' })).toBeNull();
  });
});

describe('matchFeeLine: the most specific line wins', () => {
  const any = line({ fixed: 1 });
  const eea = line({ fixed: 2, region: 'eea' });
  const amex = line({ fixed: 3, card_brand: 'amex' });
  const amexInternational = line({ fixed: 4, card_brand: 'amex', region: 'international' });
  const lines = [any, eea, amex, amexInternational];
  it.each([
    ['a visa at home: the general line', { card_brand: 'visa', region: 'domestic' }, any],
    ['a visa from the EEA: the region line', { card_brand: 'visa', region: 'eea' }, eea],
    ['an amex from the EEA: the brand beats the region', { card_brand: 'amex', region: 'eea' }, amex],
    [
      'an amex from abroad: brand and region',
      { card_brand: 'amex', region: 'international' },
      amexInternational,
    ],
    ['no brand (iDEAL-like): not a brand line', { card_brand: null, region: 'domestic' }, any],
  ] as const)('%s', (_name, facts, expected) => {
    expect(matchFeeLine(lines, { ...payment, ...facts })).toBe(expected);
  });
});

describe('feeRegionOf', () => {
  it.each([
    ['NL', 'NL', 'domestic'],
    ['NL', 'DE', 'eea'],
    ['NL', 'NO', 'eea'],
    ['NL', 'US', 'international'],
    ['GB', 'FR', 'international'],
    ['NL', null, 'international'],
  ] as const)('merchant %s, payment from %s: %s', (merchant, payer, expected) => {
    expect(feeRegionOf(merchant, payer)).toBe(expected);
  });
});
