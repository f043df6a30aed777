import {
  type AppOperation,
  achievementsAnswerSchema,
  bestCustomerSchema,
  bestCustomersQuerySchema,
  dailyStatsAnswerSchema,
  dailyStatsQuerySchema,
  dayAndTimeAnswerSchema,
  groupAnswerSchema,
  lifecycleAnswerSchema,
  locationAnswerSchema,
  merchantRevenueSchema,
  payeePayoutsSchema,
  payoutsQuerySchema,
  processorCompareQuerySchema,
  processorComparisonSchema,
  processorRevenueQuerySchema,
  processorRevenueSchema,
  RFM_SEGMENTS,
  recentItemSchema,
  refundAggregateQuerySchema,
  refundTotalsAnswerSchema,
  STATISTICS_LIMITS,
  segmentQuerySchema,
  seriesAnswerSchema,
  statisticsRangeQuerySchema,
  statisticsSeriesQuerySchema,
  todayAnswerSchema,
  todayQuerySchema,
  totalsAnswerSchema,
  transactionAggregateQuerySchema,
} from '@psp/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { StatisticsReader } from './statistics-queries.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const noQuery = z.strictObject({
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

/**
 * The statistics calls of 001 §7 under /api (issue 16, ADR 0017), answered from the rollups for the
 * caller's organisation scope: the dashboards' revenue, recent activity, achievements and top merchants,
 * the statistics dashboards of payments and customers, processor revenue and compare.
 */
export function registerStatisticsRoutes(app: FastifyInstance, database: Database): void {
  /**
   * One read: its operation, its query and answer (validated, and in the OpenAPI document) and how the
   * caller's statistics answer it. Zod has parsed the query by the time it is answered.
   */
  const read = <Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    operation: AppOperation,
    summary: string,
    querystring: Q,
    answer: R,
    respond: (statistics: StatisticsReader, query: z.output<Q>) => Promise<z.input<R>>,
    refusals: Record<number, typeof errorSchema> = errors,
  ) => {
    const schema: FastifySchema = {
      tags: ['statistics'],
      summary,
      querystring,
      response: { 200: answer, ...refusals },
    };
    app.get(url, { config: { operation }, schema }, (request) =>
      respond(new StatisticsReader(database.db, actorOf(request)), request.query as z.output<Q>),
    );
  };

  read(
    '/api/transaction/aggregate/stats',
    'transaction.statistics',
    'Revenue per period (count and volume)',
    statisticsSeriesQuerySchema,
    seriesAnswerSchema,
    async (statistics, query) => statistics.series(await statistics.window(query), query.period),
  );
  read(
    '/api/transaction/aggregate/total',
    'transaction.statistics',
    'Revenue totals per currency with their averages per period and per payment, and growth against the period before',
    statisticsSeriesQuerySchema,
    totalsAnswerSchema,
    async (statistics, query) => statistics.totals(await statistics.window(query), query.period),
  );
  read(
    '/api/transaction/aggregate',
    'transaction.statistics',
    'Payments grouped by a facet, status or processor',
    transactionAggregateQuerySchema,
    groupAnswerSchema,
    async (statistics, query) => statistics.groups(await statistics.window(query), query.group_by),
  );
  read(
    '/api/transaction/aggregate/lifecycle',
    'transaction.statistics',
    "Each status's share of the payments",
    statisticsRangeQuerySchema,
    lifecycleAnswerSchema,
    async (statistics, query) => statistics.lifecycle(await statistics.window(query)),
  );
  read(
    '/api/transaction/aggregate/location',
    'transaction.statistics',
    'Volume by country',
    statisticsRangeQuerySchema,
    locationAnswerSchema,
    async (statistics, query) => statistics.locations(await statistics.window(query)),
  );
  read(
    '/api/statistics/dayandtime',
    'transaction.statistics',
    'Payments per weekday and hour (7 × 24)',
    statisticsRangeQuerySchema,
    dayAndTimeAnswerSchema,
    async (statistics, query) =>
      statistics.dayAndTime(await statistics.window(query, STATISTICS_LIMITS.dayAndTimeWindowDays)),
  );
  read(
    '/api/statistics/today',
    'statistics.revenue',
    "Today's revenue so far and the expected total",
    todayQuerySchema,
    todayAnswerSchema,
    async (statistics, query) => statistics.today(query.tz, await statistics.currencyOf(query.currency_code)),
  );
  read(
    '/api/statistics/aggregate/day',
    'statistics.revenue',
    'Revenue (or, with blocked=true, blocked payments) per day with the expected amount',
    dailyStatsQuerySchema,
    dailyStatsAnswerSchema,
    async (statistics, { tz, days, currency_code, blocked }) =>
      statistics.daily(tz, await statistics.currencyOf(currency_code), days, blocked),
  );
  read(
    '/api/statistics/amazingthings',
    'statistics.revenue',
    'Things you did in the last seven days',
    noQuery,
    achievementsAnswerSchema,
    async (statistics, query) => statistics.achievements(await statistics.currencyOf(query.currency_code)),
  );
  read(
    '/api/statistics/recent',
    'transaction.list',
    'The newest payments and refunds',
    z.strictObject({}),
    z.array(recentItemSchema),
    (statistics) => statistics.recent(),
  );
  read(
    '/api/statistics/payouts',
    'settlement.list',
    'The last two payouts of each payee (organisation and currency), with their stage as the bank files show it',
    payoutsQuerySchema,
    z.array(payeePayoutsSchema),
    (statistics, query) => statistics.payouts(query._limit),
  );
  read(
    '/api/statistics/merchants',
    'statistics.merchants',
    "The provider's top merchants of the last 24 hours",
    noQuery.extend({
      _limit: z.coerce.number().int().min(1).max(100).default(STATISTICS_LIMITS.topMerchants),
    }),
    z.array(merchantRevenueSchema),
    async (statistics, query) =>
      statistics.topMerchants(await statistics.currencyOf(query.currency_code), query._limit),
  );
  read(
    '/api/statistics/processor/revenue',
    'statistics.processors',
    'Revenue per processor: the last 24 hours against the 24 before',
    processorRevenueQuerySchema.extend(noQuery.shape),
    z.array(processorRevenueSchema),
    async (statistics, { ids, _limit, currency_code }) =>
      statistics.processorRevenue(await statistics.currencyOf(currency_code), ids, _limit),
  );
  read(
    '/api/statistics/processor/compare',
    'statistics.processors',
    'Up to three processors side by side over the last 28 days',
    processorCompareQuerySchema,
    z.array(processorComparisonSchema),
    (statistics, query) => statistics.processorCompare(query.ids),
    { ...errors, 404: errorSchema },
  );
  read(
    '/api/refund/aggregate/total',
    'refund.statistics',
    'Refund totals per currency, with the refunds per period',
    statisticsSeriesQuerySchema,
    refundTotalsAnswerSchema,
    async (statistics, query) => statistics.refundTotals(await statistics.window(query), query.period),
  );
  read(
    '/api/refund/aggregate',
    'refund.statistics',
    "Refunds grouped by the payment's product, platform or browser, or by status",
    refundAggregateQuerySchema,
    groupAnswerSchema,
    async (statistics, query) => statistics.refundGroups(await statistics.window(query), query.group_by),
  );
  read(
    '/api/customer/aggregate/stats',
    'customer.statistics',
    'New customers per period',
    statisticsSeriesQuerySchema,
    seriesAnswerSchema,
    async (statistics, query) => statistics.customerSeries(await statistics.window(query), query.period),
  );
  read(
    '/api/customer/aggregate/best',
    'customer.statistics',
    'Best customers by revenue or payments',
    bestCustomersQuerySchema,
    z.array(bestCustomerSchema),
    async (statistics, { currency_code, by, _limit }) =>
      statistics.bestCustomers(await statistics.currencyOf(currency_code), by, _limit),
  );
  read(
    '/api/customer/aggregate/segment',
    'customer.statistics',
    'Customers per RFM segment, as last scored (every 15 minutes)',
    segmentQuerySchema,
    z.object({
      currency_code: z.string(),
      scored_at: z.iso.datetime().nullable(),
      segments: z.record(z.enum(RFM_SEGMENTS), z.number().int()),
    }),
    async (statistics, query) => statistics.segments(await statistics.currencyOf(query.currency_code)),
  );
}
