import { z } from 'zod';
import { PAYOUT_FILE_STATUSES } from '../host2host/payout-file.schema.js';
import { booleanText } from '../resources/resource-schema.js';
import { PAYOUT_STAGES } from '../settlements/payout-stage.js';
import { TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';
import { STATISTICS_LIMITS, STATISTICS_PERIODS, TRANSACTION_FACETS } from './statistics.js';
import { ACHIEVEMENT_TYPES, TRENDS } from './trend.js';

const instant = z.iso.datetime({ offset: true });
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency code of three capital letters');
/** An IANA time zone the server and PostgreSQL both know (Europe/Amsterdam, America/New_York, UTC). */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
    } catch {
      return false;
    }
  },
  { message: 'An IANA time zone such as Europe/Amsterdam' },
);

/**
 * The date bounds every statistics call takes (001 §7): `created_at>` and `created_at<`, both inclusive as
 * in every list, defaulting to the last 28 days (001 §9); `tz` is the reader's time zone, which days,
 * weeks and the day-and-time grid are counted in (default UTC).
 */
export const statisticsRangeQuerySchema = z.strictObject({
  'created_at>': instant.optional(),
  'created_at<': instant.optional(),
  tz: timeZoneSchema.default('UTC'),
  /** The currency of volume figures; by default the organisation's base currency (001 §1). */
  currency_code: currencyCode.optional(),
});
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuerySchema>;

export const statisticsSeriesQuerySchema = statisticsRangeQuerySchema.extend({
  period: z.enum(STATISTICS_PERIODS).default('day'),
});
export type StatisticsSeriesQuery = z.infer<typeof statisticsSeriesQuerySchema>;

/** What `transaction/aggregate` groups by: a facet of the payment, its status or its processor. */
export const TRANSACTION_GROUPS = [...TRANSACTION_FACETS, 'status', 'processor'] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];
export const transactionAggregateQuerySchema = statisticsRangeQuerySchema.extend({
  group_by: z.enum(TRANSACTION_GROUPS),
});

/** What `refund/aggregate` groups by: the refunded payment's product (the issuers donut), platform or browser, or the refund's status. */
export const REFUND_GROUPS = ['payment_product', 'platform', 'browser', 'status'] as const;
export type RefundGroup = (typeof REFUND_GROUPS)[number];
export const refundAggregateQuerySchema = statisticsRangeQuerySchema.extend({
  group_by: z.enum(REFUND_GROUPS),
});

export const dailyStatsQuerySchema = z.strictObject({
  /** 14 for the weekday comparison of the revenue card, 57 for split statistics (001 §9). */
  days: z.coerce.number().int().min(1).max(366).default(STATISTICS_LIMITS.weekdayWindowDays),
  tz: timeZoneSchema.default('UTC'),
  currency_code: currencyCode.optional(),
  /** true: the payments a ruleset or fraud screening blocked, per day, instead of the revenue. */
  blocked: booleanText().default(false),
});

export const todayQuerySchema = z.strictObject({
  tz: timeZoneSchema.default('UTC'),
  currency_code: currencyCode.optional(),
});

const idList = (min: number, max: number) =>
  z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(min).max(max));

export const processorRevenueQuerySchema = z.strictObject({
  ids: idList(0, STATISTICS_LIMITS.processors).optional(),
  _limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATISTICS_LIMITS.processors)
    .default(STATISTICS_LIMITS.processors),
});
export const processorCompareQuerySchema = z.strictObject({
  ids: idList(1, STATISTICS_LIMITS.compareMax),
});

export const bestCustomersQuerySchema = z.strictObject({
  _limit: z.coerce.number().int().min(1).max(100).default(STATISTICS_LIMITS.bestCustomers),
  /** Rank by revenue (in `currency_code`) or by the number of payments. */
  by: z.enum(['volume', 'count']).default('volume'),
  currency_code: currencyCode.optional(),
});

export const segmentQuerySchema = z.strictObject({ currency_code: currencyCode.optional() });

const amount = z.number().int();

/** Aggregates (001 §3): a period with its volume (minor units of `currency_code`) and count. */
export const periodAggregateSchema = z.object({
  period: z.string(),
  count: z.number().int(),
  volume: amount,
});
export const seriesAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(periodAggregateSchema),
});

export const currencyTotalSchema = z.object({
  currency_code: z.string(),
  volume: amount,
  count: z.number().int(),
});
/** A currency's revenue in the window with its averages (rounded minor units) and growth (001 §2.3, §9). */
export const currencyTotalFiguresSchema = currencyTotalSchema.extend({
  /** The volume per period of the window. */
  average_per_period: amount,
  /** The average payment: volume over count. */
  average_value: amount,
  /** Against the previous window's volume in the currency, as a share (0.25 is +25 %); null without one. */
  volume_growth: z.number().nullable(),
});
/**
 * Totals per currency (never summed across currencies), with the previous period of the same length;
 * `periods` is how many periods (`period` of the reader's calendar) the window touches, which the
 * averages per period divide by.
 */
export const totalsAnswerSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  periods: z.number().int(),
  count: z.number().int(),
  previous_count: z.number().int(),
  /** Payments per period, rounded. */
  average_count_per_period: z.number().int(),
  /** Against the previous window's count, as a share; null without one. */
  count_growth: z.number().nullable(),
  totals: z.array(currencyTotalFiguresSchema),
  previous_totals: z.array(currencyTotalSchema),
});

/** Refund totals per currency in the range, every status counted. */
export const refundTotalsAnswerSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  periods: z.number().int(),
  count: z.number().int(),
  /** Refunds per period, rounded. */
  average_count_per_period: z.number().int(),
  totals: z.array(currencyTotalSchema),
});

export const groupAggregateSchema = z.object({
  value: z.string().nullable(),
  count: z.number().int(),
  volume: amount,
});
export const groupAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(groupAggregateSchema),
});

export const lifecycleEntrySchema = z.object({
  name: z.enum(TRANSACTION_STATUSES),
  count: z.number().int(),
  count_percentage: z.number(),
  volume: amount,
  volume_percentage: z.number(),
});
export const lifecycleAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(lifecycleEntrySchema),
});

export const locationAggregateSchema = z.object({
  /** The country by its ISO 3166-1 codes; alpha3 is null for a code outside the standard's list. */
  location: z.object({ alpha2: z.string(), alpha3: z.string().nullable() }),
  count: z.number().int(),
  /** Minor units as a string (001 §3). */
  volume: z.string(),
});
export const locationAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(locationAggregateSchema),
});

/** A cell of the 7×24 grid: ISO weekday (1 Monday … 7 Sunday) and hour in the reader's time zone. */
export const dayAndTimeCellSchema = z.object({
  day: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  count: z.number().int(),
  volume: amount,
});
export const dayAndTimeAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(dayAndTimeCellSchema),
});

export const dailyStatsSchema = z.object({
  date: z.string(),
  amount,
  count: z.number().int(),
  expected_amount: amount,
});
export const dailyStatsAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(dailyStatsSchema),
});

export const todayAnswerSchema = z.object({
  currency_code: z.string(),
  amount,
  transactions: z.number().int(),
  expected_amount: amount,
});

export const achievementSchema = z.object({
  type: z.enum(ACHIEVEMENT_TYPES),
  last: z.number(),
  previous: z.number().nullable(),
  /** The rule's reading (001 §4): never 'up' or 'down' for amounts, inverted for refunds. */
  trend: z.enum(TRENDS),
  /** What the numbers did, whatever the rule reads: last against previous as a share (`growthOf`); null without a previous. */
  change: z.number().nullable(),
});
export const achievementsAnswerSchema = z.object({
  currency_code: z.string(),
  items: z.array(achievementSchema),
});

export const RECENT_ITEM_TYPES = ['transaction', 'blocked', 'refund'] as const;
export const recentItemSchema = z.object({
  type: z.enum(RECENT_ITEM_TYPES),
  id: z.string(),
  transaction: z.string(),
  status: z.string(),
  amount,
  currency_code: z.string(),
  payment_product: z.string(),
  organisation: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});

export const merchantRevenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency_code: z.string(),
  last24hours: z.object({ amount, count: z.number().int() }),
});

export const processorRevenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  payment_product: z.string(),
  gateway: z.string(),
  /** The merchant whose processor it is: a scope of several has processors of the same name. */
  organisation: z.object({ id: z.string(), name: z.string() }),
  currency_code: z.string().nullable(),
  last24hours: amount,
  previous24hours: amount,
  diff: amount,
  sign: z.enum(['<', '>', '=']),
  until: z.string(),
});

const countAmount = z.object({
  count: z.number().int(),
  amounts: z.array(z.object({ currency_code: z.string(), amount })),
});
export const processorComparisonSchema = z.object({
  id: z.string(),
  name: z.string(),
  payment_product: z.string(),
  gateway: z.string(),
  /** Revenue payments as a share of all payments that reached an outcome, 0 … 1. */
  conversion: z.number(),
  total: countAmount,
  successful: countAmount,
  statuses: z.array(countAmount.extend({ status: z.enum(TRANSACTION_STATUSES) })),
});

export const bestCustomerSchema = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    country_code: z.string().nullable(),
    status: z.string(),
  }),
  currency_code: z.string(),
  volume: amount,
  count: z.number().int(),
});

export const payoutsQuerySchema = z.strictObject({
  /** How many payees (an organisation in one currency) to answer, the most recently paid first. */
  _limit: z.coerce.number().int().min(1).max(100).default(STATISTICS_LIMITS.payees),
});

/** One payout as the dashboard's payout card shows it: its amount in its currency and its stage. */
export const payoutSummarySchema = z.object({
  id: z.string(),
  settlement: z.string(),
  amount,
  currency_code: z.string(),
  reference: z.string(),
  /** `payoutStage`: PAID or FAILED as the bank said, else the status of the bank file holding it, else IN_TRANSIT. */
  stage: z.enum(PAYOUT_STAGES),
  /** When it is expected on the merchant's account (YYYY-MM-DD). */
  expected_at: z.string(),
  paid_at: z.string().nullable(),
  /** The live bank file holding it (host2host), as that screen lists it; null when none does. */
  file: z
    .object({ message_id: z.string(), status: z.enum(PAYOUT_FILE_STATUSES), created_at: z.string() })
    .nullable(),
});
/**
 * A payee's last two payouts (001 §7: the payout fetches 2, amount > 0): one organisation in one
 * currency, so a shop is never compared with another shop, nor euros with dollars.
 */
export const payeePayoutsSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }),
  currency_code: z.string(),
  last: payoutSummarySchema,
  previous: payoutSummarySchema.nullable(),
});
