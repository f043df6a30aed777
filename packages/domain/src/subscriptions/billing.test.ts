import { describe, expect, it } from 'vitest';
import { canTransition } from '../statuses/lifecycle.js';
import {
  type AttachedBillingDiscount,
  chargeOfCycle,
  declineKindOf,
  discountOff,
  dueDateOfCycle,
  MAX_CHARGE_TRIES,
  nextTryDate,
} from './billing.js';

const monthly = { interval: 'month', interval_count: 1 } as const;

describe('dueDateOfCycle', () => {
  it.each([
    ['2026-01-31', monthly, 1, '2026-01-31'],
    ['2026-01-31', monthly, 2, '2026-02-28'],
    ['2026-01-31', monthly, 3, '2026-03-31'],
    ['2026-01-31', monthly, 4, '2026-04-30'],
    ['2028-01-31', monthly, 2, '2028-02-29'],
    ['2026-01-30', monthly, 2, '2026-02-28'],
    ['2026-01-30', monthly, 3, '2026-03-30'],
    ['2026-11-15', monthly, 3, '2027-01-15'],
    ['2026-08-31', { interval: 'month', interval_count: 3 }, 3, '2027-02-28'],
    ['2028-02-29', { interval: 'year', interval_count: 1 }, 2, '2029-02-28'],
    ['2028-02-29', { interval: 'year', interval_count: 1 }, 5, '2032-02-29'],
    ['2026-12-28', { interval: 'week', interval_count: 2 }, 2, '2027-01-11'],
    ['2026-12-31', { interval: 'day', interval_count: 1 }, 2, '2027-01-01'],
    ['2026-03-28', { interval: 'day', interval_count: 10 }, 3, '2026-04-17'],
  ] as const)('from %s %j, cycle %i is due on %s', (anchor, plan, cycle, due) => {
    expect(dueDateOfCycle(anchor, plan, cycle)).toBe(due);
  });
});

const discount = (
  change: Partial<AttachedBillingDiscount['discount']> = {},
  applied = 0,
): AttachedBillingDiscount => ({
  discount: { type: 'fixed_cents', amount: 500, duration: null, limit_to_first_order: false, ...change },
  applied_duration: applied,
});

describe('discountOff and chargeOfCycle', () => {
  it.each([
    // percentage in millionths; halves round up to the next minor unit
    [999, { type: 'percentage', amount: 125_000 }, 125],
    [1000, { type: 'percentage', amount: 125_000 }, 125],
    [1, { type: 'percentage', amount: 500_000 }, 1],
    [3, { type: 'percentage', amount: 333_333 }, 1],
    [4999, { type: 'percentage', amount: 1_000_000 }, 4999],
    [99_999_999_999, { type: 'percentage', amount: 999_999 }, 99_999_899_999],
    [2500, { type: 'fixed_cents', amount: 500 }, 500],
    [300, { type: 'fixed_cents', amount: 500 }, 300],
  ] as const)('%i minus %j takes %i off', (amount, rule, off) => {
    expect(discountOff(amount, rule)).toBe(off);
  });

  it.each([
    ['no discount', 2500, 1, null, 2500, false, false],
    ['forever', 2500, 7, discount({}, 6), 2000, true, false],
    ['never below zero', 300, 1, discount(), 0, true, false],
    ['last cycle of three', 2500, 3, discount({ duration: 3 }, 2), 2000, true, true],
    ['used up', 2500, 4, discount({ duration: 3 }, 3), 2500, false, true],
    ['first order, cycle 1', 2500, 1, discount({ limit_to_first_order: true }), 2000, true, true],
    ['first order, cycle 2', 2500, 2, discount({ limit_to_first_order: true }), 2500, false, true],
    [
      '50 % for 2 cycles',
      4999,
      1,
      discount({ type: 'percentage', amount: 500_000, duration: 2 }),
      2499,
      true,
      false,
    ],
  ] as const)('%s: %i in cycle %i', (_, gross, cycle, attached, amount, applied, ends) => {
    const charge = chargeOfCycle(gross, cycle, attached);
    expect(charge).toEqual({
      gross,
      discount: gross - amount,
      amount,
      discountApplied: applied,
      discountEnds: ends,
    });
  });
});

describe('retries', () => {
  it('tries a soft decline 8 times within 2 weeks of the first try, then stops', () => {
    const tries = ['2026-03-01'];
    for (let failed = 1; ; failed++) {
      const next = nextTryDate('2026-03-01', failed, declineKindOf('insufficient_funds'));
      if (!next) break;
      tries.push(next);
    }
    expect(tries).toHaveLength(MAX_CHARGE_TRIES);
    expect(MAX_CHARGE_TRIES).toBe(8);
    expect(tries.at(-1)).toBe('2026-03-15');
    expect([...tries].sort()).toEqual(tries);
  });

  it.each([
    ['expired_card', 'hard'],
    [null, 'hard'],
    ['challenge', 'customer'],
    ['declined', 'soft'],
    ['processor_error', 'soft'],
  ] as const)('%s is a %s decline; only soft ones are retried', (outcome, kind) => {
    expect(declineKindOf(outcome)).toBe(kind);
    expect(nextTryDate('2026-03-01', 1, kind) !== null).toBe(kind === 'soft');
  });
});

describe('subscription lifecycle', () => {
  it.each([
    ['CREATED', 'ACTIVE', true],
    ['ACTIVE', 'PAST_DUE', true],
    ['PAST_DUE', 'ACTIVE', true],
    ['PAST_DUE', 'EXPIRED', true],
    ['EXPIRED', 'ACTIVE', true],
    ['ACTIVE', 'COMPLETED', true],
    ['COMPLETED', 'ACTIVE', false],
    ['CANCELLED', 'ACTIVE', false],
    ['ACTIVE', 'CREATED', false],
    ['ACTIVE', 'EXPIRED', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition('subscription', from, to)).toBe(allowed);
  });
});
