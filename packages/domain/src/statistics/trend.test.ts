import { describe, expect, it } from 'vitest';
import {
  type AchievementType,
  achievementTrend,
  type RevenueSign,
  revenueSign,
  type Trend,
  trendReading,
} from './trend.js';

describe('achievement trend (001 §4)', () => {
  const cases: [AchievementType, number, number | null, Trend][] = [
    ['transaction', 120, 100, 'up'],
    ['transaction', 110, 100, 'equal'],
    ['transaction', 90, 100, 'equal'],
    ['transaction', 89, 100, 'down'],
    ['transaction', 111, 100, 'up'],
    ['customer', 5, 0, 'equal'],
    ['customer', 5, null, 'equal'],
    ['customer', 3, 10, 'down'],
    ['amount', 900_000, 100, 'equal'],
    ['amount', 0, 100_000, 'equal'],
    ['refund', 20, 10, 'down'],
    ['refund', 5, 10, 'up'],
    ['refund', 10.5, 10, 'equal'],
  ];
  it.each(cases)('%s: last %d against previous %s is %s', (type, last, previous, trend) => {
    expect(achievementTrend(type, last, previous)).toBe(trend);
  });
});

describe('processor revenue sign (001 §4)', () => {
  const cases: [number, number, RevenueSign][] = [
    [100, 200, '>'],
    [200, 100, '<'],
    [0, 0, '='],
    [150, 150, '='],
  ];
  it.each(cases)('previous %d, last %d: %s', (previous, last, sign) => {
    expect(revenueSign(previous, last)).toBe(sign);
  });
});

describe('trend reading (issue 29: the rule in words that never contradict the numbers)', () => {
  it('reads refunds inverted, amounts and firsts unrated, the rest as the rule says', () => {
    expect(trendReading('refund', 56, 5)).toBe('worse');
    expect(trendReading('refund', 5, 56)).toBe('better');
    expect(trendReading('amount', 100_000_000_000, 330_000)).toBe('unrated');
    expect(trendReading('customer', 5, 0)).toBe('unrated');
    expect(trendReading('transaction', 105, 100)).toBe('steady');
    expect(trendReading('transaction', 150, 100)).toBe('better');
    expect(trendReading('transaction', 50, 100)).toBe('worse');
  });
});
