import { describe, expect, it } from 'vitest';
import { financialPeriod, periodDays } from './financial-period.js';

describe('the period of a financial report', () => {
  it('defaults to the last 28 days with today, both ends included', () => {
    const period = financialPeriod({}, '2026-03-10');
    expect(period).toMatchObject({ from: '2026-02-11', to: '2026-03-10' });
    expect(periodDays(period)).toBe(28);
  });

  it('keeps the bounds asked for', () => {
    expect(financialPeriod({ from: '2026-01-01', to: '2026-01-31' }, '2026-03-10')).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      maxDays: 366,
    });
  });

  it('reads whole months for the monthly report: twelve by default, a start moved to the first', () => {
    expect(financialPeriod({}, '2026-03-10', 'monthly')).toMatchObject({
      from: '2025-04-01',
      to: '2026-03-10',
    });
    expect(financialPeriod({ from: '2026-01-15' }, '2026-03-10', 'monthly')).toMatchObject({
      from: '2026-01-01',
      maxDays: 1_100,
    });
  });
});
