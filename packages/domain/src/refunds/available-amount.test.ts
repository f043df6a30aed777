import { describe, expect, it } from 'vitest';
import { availableToRefund, isPartiallyRefunded } from './available-amount.js';

describe('availableToRefund', () => {
  it.each([
    ['no refunds: the captured amount', 10_000, [], 10_000],
    [
      'less the pending, processed and held refunds',
      10_000,
      [
        { amount: 1_000, status: 'PENDING' },
        { amount: 2_000, status: 'PROCESSED' },
        { amount: 500, status: 'HOLD' },
      ],
      6_500,
    ],
    [
      'failed and cancelled refunds give their amount back',
      10_000,
      [
        { amount: 4_000, status: 'FAILED' },
        { amount: 3_000, status: 'CANCELLED' },
        { amount: 1_000, status: 'UNKNOWN' },
      ],
      9_000,
    ],
    ['never below nothing', 1_000, [{ amount: 1_500, status: 'PROCESSED' }], 0],
  ] as const)('%s', (_name, captured, refunds, expected) => {
    expect(availableToRefund(captured, refunds)).toBe(expected);
  });
});

describe('isPartiallyRefunded', () => {
  it.each([
    [10_000, 0, false],
    [10_000, 2_500, true],
    [10_000, 10_000, false],
    [0, 0, false],
  ])('captured %i, refunded %i: %s', (captured_amount, refunded_amount, partial) => {
    expect(isPartiallyRefunded({ captured_amount, refunded_amount })).toBe(partial);
  });
});
