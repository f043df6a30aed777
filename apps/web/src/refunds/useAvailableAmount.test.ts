import { describe, expect, it } from 'vitest';
import { availableAmount } from './useAvailableAmount';

describe('availableAmount', () => {
  it('is the captured amount less the refunds that count against it', () => {
    const refunds = [
      { amount: 1000, status: 'PROCESSED' as const },
      { amount: 500, status: 'PENDING' as const },
      { amount: 700, status: 'FAILED' as const },
      { amount: 300, status: 'CANCELLED' as const },
    ];
    expect(availableAmount(5000, refunds)).toBe(3500);
  });

  it('is never below zero', () => {
    expect(availableAmount(1000, [{ amount: 1500, status: 'PROCESSED' }])).toBe(0);
  });
});
