/** What an achievement counts (001 §3): payments, new customers, revenue amount, refunds. */
export const ACHIEVEMENT_TYPES = ['transaction', 'customer', 'amount', 'refund'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const TRENDS = ['up', 'equal', 'down'] as const;
export type Trend = (typeof TRENDS)[number];

/** 001 §9: last and previous within 10% of previous count as equal. */
export const TREND_EQUAL_SHARE = 0.1;

/**
 * The trend of an achievement (001 §4): 'equal' when there is no previous value, for amounts (an amount
 * across currencies is no trend), or when last is within 10% of previous; otherwise 'up' or 'down',
 * inverted for refunds (fewer refunds is better).
 */
export function achievementTrend(type: AchievementType, last: number, previous: number | null): Trend {
  if (type === 'amount' || previous === null || previous === 0) return 'equal';
  if (Math.abs(last - previous) <= previous * TREND_EQUAL_SHARE) return 'equal';
  const better = type === 'refund' ? last < previous : last > previous;
  return better ? 'up' : 'down';
}

/** 001 §4: red down, blue equal, green up (Mantine colours). */
export const TREND_COLOURS: Record<Trend, string> = { up: 'green', equal: 'blue', down: 'red' };

export type RevenueSign = '<' | '>' | '=';

/** The processor revenue sign (001 §4): how the last 24 hours compare with the 24 before. */
export function revenueSign(previous24hours: number, last24hours: number): RevenueSign {
  if (last24hours > previous24hours) return '>';
  if (last24hours < previous24hours) return '<';
  return '=';
}
