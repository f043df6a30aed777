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

/** How a screen words an achievement's trend, so the badge never contradicts the change beside it (issue 29). */
export const TREND_READINGS = ['better', 'steady', 'worse', 'unrated'] as const;
export type TrendReading = (typeof TREND_READINGS)[number];

/**
 * The rule's reading of an achievement in words (001 §4): better or worse (for refunds fewer is better),
 * steady within 10 % of the previous value; 'unrated' where the rule never rates (amounts, or nothing
 * before to compare with), rather than an 'equal' that €3.3k against €1bn would contradict.
 */
export function trendReading(type: AchievementType, last: number, previous: number | null): TrendReading {
  if (type === 'amount' || previous === null || previous === 0) return 'unrated';
  const trend = achievementTrend(type, last, previous);
  return trend === 'up' ? 'better' : trend === 'down' ? 'worse' : 'steady';
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
