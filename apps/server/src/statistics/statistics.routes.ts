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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = (request: FastifyRequest) => new StatisticsReader(database.db, actorOf(request));
  const config = (operation: AppOperation) => ({ operation });
  const schema = <Q extends z.ZodType, R extends z.ZodType>(
    tag: string,
    summary: string,
    querystring: Q,
    answer: R,
  ) => ({
    tags: [tag],
    summary,
    querystring,
    response: { 200: answer, ...errors },
  });

  api.get(
    '/api/transaction/aggregate/stats',
    {
      config: config('transaction.statistics'),
      schema: schema(
        'statistics',
        'Revenue per period (count and volume)',
        statisticsSeriesQuerySchema,
        seriesAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.series(await statistics.window(request.query), request.query.period);
    },
  );
  api.get(
    '/api/transaction/aggregate/total',
    {
      config: config('transaction.statistics'),
      schema: schema(
        'statistics',
        'Revenue totals per currency, with the period before',
        statisticsRangeQuerySchema,
        totalsAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.totals(await statistics.window(request.query));
    },
  );
  api.get(
    '/api/transaction/aggregate',
    {
      config: config('transaction.statistics'),
      schema: schema(
        'statistics',
        'Payments grouped by a facet, status or processor',
        transactionAggregateQuerySchema,
        groupAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.groups(await statistics.window(request.query), request.query.group_by);
    },
  );
  api.get(
    '/api/transaction/aggregate/lifecycle',
    {
      config: config('transaction.statistics'),
      schema: schema(
        'statistics',
        "Each status's share of the payments",
        statisticsRangeQuerySchema,
        lifecycleAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.lifecycle(await statistics.window(request.query));
    },
  );
  api.get(
    '/api/transaction/aggregate/location',
    {
      config: config('transaction.statistics'),
      schema: schema('statistics', 'Volume by country', statisticsRangeQuerySchema, locationAnswerSchema),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.locations(await statistics.window(request.query));
    },
  );
  api.get(
    '/api/statistics/dayandtime',
    {
      config: config('transaction.statistics'),
      schema: schema(
        'statistics',
        'Payments per weekday and hour (7 × 24)',
        statisticsRangeQuerySchema,
        dayAndTimeAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.dayAndTime(
        await statistics.window(request.query, STATISTICS_LIMITS.dayAndTimeWindowDays),
      );
    },
  );
  api.get(
    '/api/statistics/today',
    {
      config: config('statistics.revenue'),
      schema: schema(
        'statistics',
        "Today's revenue so far and the expected total",
        todayQuerySchema,
        todayAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.today(request.query.tz, await statistics.currencyOf(request.query.currency_code));
    },
  );
  api.get(
    '/api/statistics/aggregate/day',
    {
      config: config('statistics.revenue'),
      schema: schema(
        'statistics',
        'Revenue (or, with blocked=true, blocked payments) per day with the expected amount',
        dailyStatsQuerySchema,
        dailyStatsAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      const { tz, days, currency_code, blocked } = request.query;
      return statistics.daily(tz, await statistics.currencyOf(currency_code), days, blocked);
    },
  );
  api.get(
    '/api/statistics/amazingthings',
    {
      config: config('statistics.revenue'),
      schema: schema(
        'statistics',
        'Things you did in the last seven days',
        noQuery,
        achievementsAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.achievements(await statistics.currencyOf(request.query.currency_code));
    },
  );
  api.get(
    '/api/statistics/recent',
    {
      config: config('transaction.list'),
      schema: schema(
        'statistics',
        'The newest payments and refunds',
        z.strictObject({}),
        z.array(recentItemSchema),
      ),
    },
    async (request) => reader(request).recent(),
  );
  api.get(
    '/api/statistics/merchants',
    {
      config: config('statistics.merchants'),
      schema: schema(
        'statistics',
        "The provider's top merchants of the last 24 hours",
        noQuery.extend({
          _limit: z.coerce.number().int().min(1).max(100).default(STATISTICS_LIMITS.topMerchants),
        }),
        z.array(merchantRevenueSchema),
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.topMerchants(
        await statistics.currencyOf(request.query.currency_code),
        request.query._limit,
      );
    },
  );
  api.get(
    '/api/statistics/processor/revenue',
    {
      config: config('statistics.processors'),
      schema: schema(
        'statistics',
        'Revenue per processor: the last 24 hours against the 24 before',
        processorRevenueQuerySchema.extend(noQuery.shape),
        z.array(processorRevenueSchema),
      ),
    },
    async (request) => {
      const statistics = reader(request);
      const { ids, _limit, currency_code } = request.query;
      return statistics.processorRevenue(await statistics.currencyOf(currency_code), ids, _limit);
    },
  );
  api.get(
    '/api/statistics/processor/compare',
    {
      config: config('statistics.processors'),
      schema: {
        ...schema(
          'statistics',
          'Up to three processors side by side over the last 28 days',
          processorCompareQuerySchema,
          z.array(processorComparisonSchema),
        ),
        response: { 200: z.array(processorComparisonSchema), ...errors, 404: errorSchema },
      },
    },
    async (request) => reader(request).processorCompare(request.query.ids),
  );
  api.get(
    '/api/refund/aggregate/total',
    {
      config: config('refund.statistics'),
      schema: schema(
        'statistics',
        'Refund totals per currency',
        statisticsRangeQuerySchema,
        refundTotalsAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.refundTotals(await statistics.window(request.query));
    },
  );
  api.get(
    '/api/refund/aggregate',
    {
      config: config('refund.statistics'),
      schema: schema(
        'statistics',
        "Refunds grouped by the payment's product, platform or browser, or by status",
        refundAggregateQuerySchema,
        groupAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.refundGroups(await statistics.window(request.query), request.query.group_by);
    },
  );
  api.get(
    '/api/customer/aggregate/stats',
    {
      config: config('customer.statistics'),
      schema: schema(
        'statistics',
        'New customers per period',
        statisticsSeriesQuerySchema,
        seriesAnswerSchema,
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.customerSeries(await statistics.window(request.query), request.query.period);
    },
  );
  api.get(
    '/api/customer/aggregate/best',
    {
      config: config('customer.statistics'),
      schema: schema(
        'statistics',
        'Best customers by revenue or payments',
        bestCustomersQuerySchema,
        z.array(bestCustomerSchema),
      ),
    },
    async (request) => {
      const statistics = reader(request);
      const { currency_code, by, _limit } = request.query;
      return statistics.bestCustomers(await statistics.currencyOf(currency_code), by, _limit);
    },
  );
  api.get(
    '/api/customer/aggregate/segment',
    {
      config: config('customer.statistics'),
      schema: schema(
        'statistics',
        'Customers per RFM segment, as last scored (every 15 minutes)',
        segmentQuerySchema,
        z.object({
          currency_code: z.string(),
          scored_at: z.iso.datetime().nullable(),
          segments: z.record(z.enum(RFM_SEGMENTS), z.number().int()),
        }),
      ),
    },
    async (request) => {
      const statistics = reader(request);
      return statistics.segments(await statistics.currencyOf(request.query.currency_code));
    },
  );
}
