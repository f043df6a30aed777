import { TRANSACTION_STAGE } from '../statuses/lifecycle.js';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../statuses/status-catalogue.js';

/**
 * The time zone of the daily rollups (ADR 0017): days, weeks and months read in it come from whole-day
 * rows; a reader in another zone gets the same figures counted from hourly rows. A PSP in another region
 * sets its own zone here and rebuilds the rollups (`npm run statistics:rebuild`).
 */
export const STATISTICS_TIME_ZONE = 'Europe/Amsterdam';

/** The payment's facets the breakdown charts count (001 §2.3), each a transaction list filter too. */
export const TRANSACTION_FACETS = ['payment_product', 'country_code', 'platform', 'browser'] as const;
export type TransactionFacet = (typeof TRANSACTION_FACETS)[number];

/**
 * Revenue: payments the customer's bank approved and the merchant keeps or is collecting (authorised,
 * capturing, settled). Revenue cards, achievements, processor revenue and customer value count these.
 */
export const REVENUE_STATUSES: readonly TransactionStatus[] = TRANSACTION_STATUSES.filter((status) =>
  ['authorised', 'capturing', 'settled'].includes(TRANSACTION_STAGE[status]),
);

export function isRevenueStatus(status: string): boolean {
  return (REVENUE_STATUSES as readonly string[]).includes(status);
}

/** The intervals a statistics series groups by (001 §2.3 `period`); weeks start on Monday (ISO). */
export const STATISTICS_PERIODS = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The bubbles of the lifecycle chart, in the order 001 §2.3 lists them. */
export const LIFECYCLE_STATUSES = [
  'INITIATED',
  'AUTHORIZED',
  'PENDING',
  'AUTHORIZATION_VOIDED',
  'CANCELLED',
  'ABANDONED',
  'SETTLEMENT_REQUESTED',
  'DECLINED',
  'UNKNOWN',
  'FAILED',
  'SETTLEMENT_COMPLETED',
] as const satisfies readonly TransactionStatus[];

/** The statuses of the processor compare table (001 §2.4), each with its count and amount. */
export const COMPARE_STATUSES = [
  'AUTHORIZED',
  'SETTLEMENT_REQUESTED',
  'SETTLEMENT_COMPLETED',
  'DECLINED',
  'FAILED',
  'ABANDONED',
  'CANCELLED',
  'AUTHORIZATION_VOIDED',
] as const satisfies readonly TransactionStatus[];

/** Windows and limits of 001 §9, in days unless named otherwise. */
export const STATISTICS_LIMITS = {
  defaultWindowDays: 28,
  /** Two 28-day periods and today: the split statistics' comparison. */
  splitWindowDays: 57,
  weekdayWindowDays: 14,
  dayAndTimeWindowDays: 29,
  topMerchants: 5,
  bestCustomers: 10,
  highestRefunds: 5,
  processors: 1000,
  compareMax: 3,
  /** The payout card: the last and the previous payout (001 §9 "payout fetches 2 settlements") … */
  payoutsPerPayee: 2,
  /** … of the five payees (organisation and currency) paid most recently. */
  payees: 5,
  /** The longest range a statistics call answers: three years of hours stay a few thousand buckets. */
  maxRangeDays: 1100,
} as const;
