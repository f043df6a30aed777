import {
  ALPHA3_OF_COUNTRY,
  type achievementsAnswerSchema,
  achievementTrend,
  type bestCustomerSchema,
  COMPARE_STATUSES,
  type dailyStatsAnswerSchema,
  type dayAndTimeAnswerSchema,
  type groupAnswerSchema,
  growthOf,
  isRevenueStatus,
  LIFECYCLE_STATUSES,
  type lifecycleAnswerSchema,
  type locationAnswerSchema,
  type merchantRevenueSchema,
  type PayoutFileStatus,
  type PayoutStatus,
  type payeePayoutsSchema,
  payoutStage,
  type processorComparisonSchema,
  type processorRevenueSchema,
  REVENUE_STATUSES,
  type RefundGroup,
  RFM_SEGMENTS,
  type RfmScore,
  type RfmSegment,
  type recentItemSchema,
  type refundTotalsAnswerSchema,
  revenueSign,
  rfmSegment,
  roundedAverage,
  STATISTICS_LIMITS,
  STATISTICS_TIME_ZONE,
  type StatisticsPeriod,
  type StatisticsRangeQuery,
  type seriesAnswerSchema,
  type TransactionFacet,
  type TransactionGroup,
  type TransactionStatus,
  type todayAnswerSchema,
  type totalsAnswerSchema,
} from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { type Actor, scopeFilter } from '../platform/auth/actor.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

type Answer<S extends z.ZodType> = z.infer<S>;

/**
 * The rollup rows of the actor's scope: its organisations' rows, or for provider staff (every
 * organisation) the platform-wide rows (organisation_id NULL, migration 0040), one per bucket.
 */
export function rollupScope(actor: Actor): RawBuilder<unknown> {
  return actor.scope === null ? sql`organisation_id IS NULL` : scopeFilter(actor, 'organisation_id');
}

/** The rollup rows of each organisation in the actor's scope, for reads per organisation (not the platform's). */
export function organisationRollups(actor: Actor): RawBuilder<unknown> {
  return actor.scope === null ? sql`organisation_id IS NOT NULL` : scopeFilter(actor, 'organisation_id');
}

const revenue = (column = 'status') => sql`${sql.ref(column)} IN (${sql.join(REVENUE_STATUSES)})`;

/** The window of a call in the reader's time zone: bounds given, or the last `days` days with today. */
interface Window {
  from: RawBuilder<string>;
  to: RawBuilder<string>;
  tz: string;
  currency: string;
  /** Whole days of the reporting zone: the daily rollups answer exactly (ADR 0017). */
  daily: boolean;
}

/** The first and last reporting day of a window. */
const fromDay = ({ from }: Window) => sql`(${from} AT TIME ZONE ${STATISTICS_TIME_ZONE})::date`;
const toDay = ({ to }: Window) => sql`(${to} AT TIME ZONE ${STATISTICS_TIME_ZONE})::date`;

/**
 * Where a time-based figure is read: the daily rollups when the window is whole days of the reporting
 * zone, the hourly ones otherwise. `bucket` is the row's start in the reader's calendar; `current` tells
 * the window's rows from those of the window of the same length before it (`withPrevious`).
 */
function timeSource(window: Window) {
  const { from, to, tz } = window;
  if (window.daily) {
    const [first, last] = [fromDay(window), toDay(window)];
    return {
      table: sql.table('transaction_day_rollups'),
      bucket: sql`day::timestamp`,
      inRange: sql`day >= ${first} AND day <= ${last}`,
      current: sql`day >= ${first}`,
      withPrevious: sql`day >= ${first} - (${last} - ${first} + 1) AND day <= ${last}`,
    };
  }
  return {
    table: sql.table('transaction_hour_rollups'),
    bucket: sql`(hour AT TIME ZONE ${tz})`,
    inRange: sql`hour >= ${from} AND hour <= ${to}`,
    current: sql`hour >= ${from}`,
    withPrevious: sql`hour >= ${from} - (${to} - ${from}) AND hour <= ${to}`,
  };
}

/** Whether an instant is the first (or, with `end`, the last millisecond) of a day in the reporting zone. */
function isDayEdge(iso: string, end: boolean): boolean {
  const instant = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STATISTICS_TIME_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(instant);
  const ms = instant.getUTCMilliseconds();
  return end ? parts === '23:59:59' && ms === 999 : parts === '00:00:00' && ms === 0;
}

/**
 * Reads the statistics of 001 §7 from the rollups of migration 0029 (ADR 0017), for one actor: every
 * query is limited to the actor's organisation scope and reads rollup rows by organisation and time,
 * never the transactions table (recent activity aside, which reads the newest rows by index).
 */
export class StatisticsReader {
  constructor(
    private readonly db: Executor,
    private readonly actor: Actor,
  ) {}

  /** The currency of volume figures: asked for, or the base currency of the scope's organisation (001 §1). */
  async currencyOf(asked: string | undefined): Promise<string> {
    if (asked) return asked;
    // The actor's own organisation came with the session; a merchant a provider user works in is read.
    if (this.actor.scopeRoot === this.actor.organisation.id) return this.actor.organisation.baseCurrency;
    const row = await this.db
      .selectFrom('organisations')
      .select('base_currency')
      .where('id', '=', this.actor.scopeRoot)
      .executeTakeFirst();
    return row?.base_currency ?? this.actor.organisation.baseCurrency;
  }

  async window(
    query: StatisticsRangeQuery,
    days: number = STATISTICS_LIMITS.defaultWindowDays,
  ): Promise<Window> {
    const { tz } = query;
    const from = query['created_at>']
      ? sql<string>`${query['created_at>']}::timestamptz`
      : sql<string>`((date_trunc('day', now() AT TIME ZONE ${tz}) - ${days - 1} * interval '1 day') AT TIME ZONE ${tz})`;
    const to = query['created_at<'] ? sql<string>`${query['created_at<']}::timestamptz` : sql<string>`now()`;
    if (query['created_at>'] && query['created_at<']) {
      const span = (Date.parse(query['created_at<']) - Date.parse(query['created_at>'])) / 86_400_000;
      const message =
        span < 0
          ? 'The end of the range lies before its start'
          : span > STATISTICS_LIMITS.maxRangeDays
            ? `A statistics range spans at most ${STATISTICS_LIMITS.maxRangeDays} days`
            : undefined;
      if (message) {
        const actual = query['created_at<'];
        throw badRequest([{ path: 'query.created_at<', code: 'invalid_range', message, actual }]);
      }
    }
    const first = query['created_at>'];
    const last = query['created_at<'];
    const daily =
      tz === STATISTICS_TIME_ZONE && (!first || isDayEdge(first, false)) && (!last || isDayEdge(last, true));
    return { from, to, tz, currency: await this.currencyOf(query.currency_code), daily };
  }

  /** Revenue per period of the reader's calendar (001 §3 aggregates), every period of the window listed. */
  async series(window: Window, period: StatisticsPeriod): Promise<Answer<typeof seriesAnswerSchema>> {
    const { from, to, tz, currency } = window;
    const step = sql.lit(`1 ${period}`);
    const source = timeSource(period === 'hour' ? { ...window, daily: false } : window);
    const { rows } = await sql<{ period: string; count: number; volume: number }>`
      WITH r AS (
        SELECT date_trunc(${period}, ${source.bucket}) AS period, sum(count) AS count,
          sum(amount) FILTER (WHERE currency_code = ${currency}) AS volume
        FROM ${source.table}
        WHERE ${rollupScope(this.actor)} AND ${source.inRange} AND ${revenue()}
        GROUP BY 1)
      SELECT ${periodLabel(period, sql`p`)} AS period, coalesce(r.count, 0)::int AS count,
        coalesce(r.volume, 0)::float8 AS volume
      FROM generate_series(date_trunc(${period}, ${from} AT TIME ZONE ${tz}), ${to} AT TIME ZONE ${tz}, ${step}::interval) AS p
      LEFT JOIN r ON r.period = p
      ORDER BY p`.execute(this.db);
    return { currency_code: currency, items: rows };
  }

  /** New customers per period of the reader's calendar (the customer count line of 001 §2.3). */
  async customerSeries(window: Window, period: StatisticsPeriod): Promise<Answer<typeof seriesAnswerSchema>> {
    const { from, to, tz, currency } = window;
    const step = sql.lit(`1 ${period}`);
    const { rows } = await sql<{ period: string; count: number; volume: number }>`
      WITH r AS (
        SELECT date_trunc(${period}, created_at AT TIME ZONE ${tz}) AS period, count(*) AS count
        FROM customers
        WHERE ${scopeFilter(this.actor, 'organisation_id')} AND created_at >= ${from} AND created_at <= ${to}
        GROUP BY 1)
      SELECT ${periodLabel(period, sql`p`)} AS period, coalesce(r.count, 0)::int AS count, 0::float8 AS volume
      FROM generate_series(date_trunc(${period}, ${from} AT TIME ZONE ${tz}), ${to} AT TIME ZONE ${tz}, ${step}::interval) AS p
      LEFT JOIN r ON r.period = p
      ORDER BY p`.execute(this.db);
    return { currency_code: currency, items: rows };
  }

  /**
   * Revenue totals per currency in the window and in the window of the same length before it, with the
   * averages per `period` of the reader's calendar (as many as the series lists) and per payment, and
   * the growth against the window before (001 §2.3, §9).
   */
  async totals(window: Window, period: StatisticsPeriod): Promise<Answer<typeof totalsAnswerSchema>> {
    const source = timeSource(window);
    const periods = await this.periodsOf(window, period);
    const { rows } = await sql<{ current: boolean; currency_code: string; count: number; volume: number }>`
      SELECT ${source.current} AS current, currency_code, sum(count)::int AS count, sum(amount)::float8 AS volume
      FROM ${source.table}
      WHERE ${rollupScope(this.actor)} AND ${revenue()} AND ${source.withPrevious}
      GROUP BY 1, 2 ORDER BY 4 DESC`.execute(this.db);
    const of = (current: boolean) =>
      rows
        .filter((row) => row.current === current)
        .map(({ currency_code, count, volume }) => ({ currency_code, count, volume }));
    const count = (current: boolean) => of(current).reduce((sum, row) => sum + row.count, 0);
    const previousTotals = of(false);
    return {
      period,
      periods,
      count: count(true),
      previous_count: count(false),
      average_count_per_period: roundedAverage(count(true), periods),
      count_growth: growthOf(count(true), count(false)),
      totals: of(true).map((total) => ({
        ...total,
        average_per_period: roundedAverage(total.volume, periods),
        average_value: roundedAverage(total.volume, total.count),
        volume_growth: growthOf(
          total.volume,
          previousTotals.find((previous) => previous.currency_code === total.currency_code)?.volume ?? null,
        ),
      })),
      previous_totals: previousTotals,
    };
  }

  /** How many periods of the reader's calendar a window touches: the rows its series lists. */
  private async periodsOf({ from, to, tz }: Window, period: StatisticsPeriod): Promise<number> {
    const { rows } = await sql<{ periods: number }>`
      SELECT count(*)::int AS periods
      FROM generate_series(date_trunc(${period}, ${from} AT TIME ZONE ${tz}), ${to} AT TIME ZONE ${tz}, ${sql.lit(`1 ${period}`)}::interval)`.execute(
      this.db,
    );
    return rows[0]?.periods ?? 0;
  }

  /** Payments of every outcome grouped by a facet, their status or their processor. */
  async groups(window: Window, group: TransactionGroup): Promise<Answer<typeof groupAnswerSchema>> {
    const { currency } = window;
    const rows =
      group === 'status' || group === 'processor'
        ? await this.timeGroups(window, group === 'status' ? 'status' : 'processor_id')
        : await this.facetGroups(window, group);
    return { currency_code: currency, items: rows };
  }

  private async timeGroups(window: Window, column: 'status' | 'processor_id') {
    const { currency } = window;
    const source = timeSource(window);
    const { rows } = await sql<{ value: string | null; count: number; volume: number }>`
      SELECT ${sql.ref(column)}::text AS value, sum(count)::int AS count,
        coalesce(sum(amount) FILTER (WHERE currency_code = ${currency}), 0)::float8 AS volume
      FROM ${source.table}
      WHERE ${rollupScope(this.actor)} AND ${source.inRange}
      GROUP BY 1 HAVING sum(count) > 0 ORDER BY 2 DESC, 1`.execute(this.db);
    return rows;
  }

  /**
   * Facets count whole UTC days (their rollup's grain): a day counts when its middle lies in the window,
   * so a reader's day range maps to the UTC days that overlap it most.
   */
  private async facetGroups(window: Window, facet: TransactionFacet) {
    const { currency } = window;
    const { rows } = await sql<{ value: string | null; count: number; volume: number }>`
      SELECT value, sum(count)::int AS count,
        coalesce(sum(amount) FILTER (WHERE currency_code = ${currency}), 0)::float8 AS volume
      FROM transaction_day_facets
      WHERE ${rollupScope(this.actor)} AND facet = ${facet} AND ${facetDays(window)}
      GROUP BY 1 HAVING sum(count) > 0 ORDER BY 2 DESC, 1`.execute(this.db);
    return rows;
  }

  /** Refunds of the range (reporting days, as facets) per currency, every status counted, with the count per `period`. */
  async refundTotals(
    window: Window,
    period: StatisticsPeriod,
  ): Promise<Answer<typeof refundTotalsAnswerSchema>> {
    const periods = await this.periodsOf(window, period);
    const { rows } = await sql<{ currency_code: string; count: number; volume: number }>`
      SELECT currency_code, sum(count)::int AS count, sum(amount)::float8 AS volume
      FROM refund_day_facets
      WHERE ${rollupScope(this.actor)} AND facet = 'total' AND ${facetDays(window)}
      GROUP BY 1 HAVING sum(count) > 0 ORDER BY 3 DESC`.execute(this.db);
    const count = rows.reduce((sum, row) => sum + row.count, 0);
    return { period, periods, count, average_count_per_period: roundedAverage(count, periods), totals: rows };
  }

  /** Refunds grouped by the refunded payment's product, platform or browser, or by their status. */
  async refundGroups(window: Window, group: RefundGroup): Promise<Answer<typeof groupAnswerSchema>> {
    const { currency } = window;
    const [facet, value] = group === 'status' ? ['total', sql`status`] : [group, sql`value`];
    const { rows } = await sql<{ value: string | null; count: number; volume: number }>`
      SELECT ${value} AS value, sum(count)::int AS count,
        coalesce(sum(amount) FILTER (WHERE currency_code = ${currency}), 0)::float8 AS volume
      FROM refund_day_facets
      WHERE ${rollupScope(this.actor)} AND facet = ${facet} AND ${facetDays(window)}
      GROUP BY 1 HAVING sum(count) > 0 ORDER BY 2 DESC, 1`.execute(this.db);
    return { currency_code: currency, items: rows };
  }

  /** The lifecycle chart (001 §2.3): each status's share of the window's payments, by count and volume. */
  async lifecycle(window: Window): Promise<Answer<typeof lifecycleAnswerSchema>> {
    const statuses = await this.timeGroups(window, 'status');
    const totalCount = statuses.reduce((sum, row) => sum + row.count, 0);
    const totalVolume = statuses.reduce((sum, row) => sum + row.volume, 0);
    const share = (part: number, whole: number) =>
      whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
    return {
      currency_code: window.currency,
      items: LIFECYCLE_STATUSES.map((name) => {
        const row = statuses.find((status) => status.value === name);
        const count = row?.count ?? 0;
        const volume = row?.volume ?? 0;
        return {
          name,
          count,
          count_percentage: share(count, totalCount),
          volume,
          volume_percentage: share(volume, totalVolume),
        };
      }),
    };
  }

  /** Volume by the card's country (001 §3 location aggregate), every outcome counted. */
  async locations(window: Window): Promise<Answer<typeof locationAnswerSchema>> {
    const rows = await this.facetGroups(window, 'country_code');
    return {
      currency_code: window.currency,
      items: rows
        .filter((row): row is typeof row & { value: string } => row.value !== null)
        .map((row) => ({
          location: { alpha2: row.value, alpha3: ALPHA3_OF_COUNTRY.get(row.value) ?? null },
          count: row.count,
          volume: String(row.volume),
        })),
    };
  }

  /** The 7×24 grid (001 §2.3) in the reader's time zone: ISO weekday and hour, every cell listed. */
  async dayAndTime(window: Window): Promise<Answer<typeof dayAndTimeAnswerSchema>> {
    const { from, to, tz, currency } = window;
    const { rows } = await sql<{ day: number; hour: number; count: number; volume: number }>`
      WITH hours AS (
        -- Each hour's sum first: the time zone then converts one row per hour, not one per organisation.
        SELECT hour, sum(count) AS count, sum(amount) FILTER (WHERE currency_code = ${currency}) AS volume
        FROM transaction_hour_counts
        WHERE ${rollupScope(this.actor)} AND hour >= ${from} AND hour <= ${to}
        GROUP BY hour),
      r AS (
        SELECT extract(isodow FROM hour AT TIME ZONE ${tz})::int AS day, extract(hour FROM hour AT TIME ZONE ${tz})::int AS hour,
          sum(count) AS count, sum(volume) AS volume
        FROM hours GROUP BY 1, 2)
      SELECT d AS day, h AS hour, coalesce(r.count, 0)::int AS count, coalesce(r.volume, 0)::float8 AS volume
      FROM generate_series(1, 7) AS d CROSS JOIN generate_series(0, 23) AS h
      LEFT JOIN r ON r.day = d AND r.hour = h
      ORDER BY d, h`.execute(this.db);
    return { currency_code: currency, items: rows };
  }

  /**
   * Revenue per day of the reader's calendar for the last `days` days, today included; each day's
   * expected amount is the mean revenue of the same weekday in the four weeks before it. `blocked`: the
   * payments a ruleset or fraud screening blocked instead, whatever their currency's count.
   */
  async daily(
    tz: string,
    currency: string,
    days: number,
    blocked = false,
  ): Promise<Answer<typeof dailyStatsAnswerSchema>> {
    // Days of the reporting zone come from the daily rollups; another zone's from the hours. Blocked
    // payments are few: their hourly rows serve any zone.
    const daily = tz === STATISTICS_TIME_ZONE && !blocked;
    const table = blocked
      ? 'transaction_blocked_hours'
      : daily
        ? 'transaction_day_rollups'
        : 'transaction_hour_rollups';
    const { rows } = await sql<{ date: string; amount: number; count: number; expected_amount: number }>`
      WITH bounds AS (SELECT date_trunc('day', now() AT TIME ZONE ${tz}) AS today),
      r AS (
        SELECT ${daily ? sql`day::timestamp` : sql`date_trunc('day', hour AT TIME ZONE ${tz})`} AS day, sum(count) AS count,
          sum(amount) FILTER (WHERE currency_code = ${currency}) AS amount
        FROM ${sql.table(table)}, bounds
        WHERE ${rollupScope(this.actor)} ${blocked ? sql`` : sql`AND ${revenue()}`}
          AND ${daily ? sql`day >= (today - ${days + 27} * interval '1 day')::date` : sql`hour >= (today - ${days + 27} * interval '1 day') AT TIME ZONE ${tz}`}
        GROUP BY 1),
      d AS (
        SELECT p AS day, coalesce(r.count, 0) AS count, coalesce(r.amount, 0) AS amount,
          avg(coalesce(r.amount, 0)) OVER (PARTITION BY extract(isodow FROM p) ORDER BY p
            ROWS BETWEEN 4 PRECEDING AND 1 PRECEDING) AS expected
        FROM bounds, generate_series(today - ${days + 27} * interval '1 day', today, interval '1 day') AS p
        LEFT JOIN r ON r.day = p)
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, d.amount::float8 AS amount, d.count::int AS count,
        round(coalesce(d.expected, 0))::float8 AS expected_amount
      FROM d, bounds WHERE d.day > today - ${days} * interval '1 day'
      ORDER BY d.day`.execute(this.db);
    return { currency_code: currency, items: rows };
  }

  /** Today so far (001 §3 statistics/today) with the day's expected total. */
  async today(tz: string, currency: string): Promise<Answer<typeof todayAnswerSchema>> {
    const { items } = await this.daily(tz, currency, 1);
    const today = items[0]!;
    return {
      currency_code: currency,
      amount: today.amount,
      transactions: today.count,
      expected_amount: today.expected_amount,
    };
  }

  /** 'Things you did in the last seven days' (001 §2.1, §4): the last 7 reporting days, today included, against the 7 before. */
  async achievements(currency: string): Promise<Answer<typeof achievementsAnswerSchema>> {
    const scope = rollupScope(this.actor);
    const { rows } = await sql<{
      type: 'transaction' | 'amount' | 'customer' | 'refund';
      last: number;
      previous: number;
    }>`
      WITH edge AS (
        SELECT day AS mid, (day::timestamp AT TIME ZONE ${STATISTICS_TIME_ZONE}) AS mid_at
        FROM (SELECT (now() AT TIME ZONE ${STATISTICS_TIME_ZONE})::date - 6 AS day) AS d)
      SELECT 'transaction' AS type, coalesce(sum(count) FILTER (WHERE day >= mid), 0)::float8 AS last,
        coalesce(sum(count) FILTER (WHERE day < mid), 0)::float8 AS previous
      FROM transaction_day_rollups, edge WHERE ${scope} AND ${revenue()} AND day >= mid - 7
      UNION ALL
      SELECT 'amount', coalesce(sum(amount) FILTER (WHERE day >= mid), 0)::float8,
        coalesce(sum(amount) FILTER (WHERE day < mid), 0)::float8
      FROM transaction_day_rollups, edge
      WHERE ${scope} AND ${revenue()} AND currency_code = ${currency} AND day >= mid - 7
      UNION ALL
      SELECT 'customer', count(*) FILTER (WHERE created_at >= mid_at)::float8,
        count(*) FILTER (WHERE created_at < mid_at)::float8
      FROM customers, edge WHERE ${scopeFilter(this.actor, 'organisation_id')} AND created_at >= mid_at - interval '7 days'
      UNION ALL
      SELECT 'refund', coalesce(sum(count) FILTER (WHERE day >= mid), 0)::float8,
        coalesce(sum(count) FILTER (WHERE day < mid), 0)::float8
      FROM refund_day_facets, edge WHERE ${scope} AND facet = 'total' AND day >= mid - 7`.execute(this.db);
    return {
      currency_code: currency,
      items: rows.map((row) => ({
        ...row,
        trend: achievementTrend(row.type, row.last, row.previous),
        change: growthOf(row.last, row.previous),
      })),
    };
  }

  /** Recent activity (001 §3): the newest payments (blocked ones as such) and refunds, read by index. */
  async recent(limit = 10): Promise<Answer<typeof recentItemSchema>[]> {
    // Newest first by each organisation's (organisation_id, created_at) index: one short index read per
    // organisation of the scope, each with its own id (a shared plan, or an IN list, walks the newest rows
    // of every merchant instead); the newest of all for provider staff.
    const newest = (table: 'transactions' | 'refunds') =>
      this.actor.scope === null
        ? sql`(SELECT * FROM ${sql.table(table)} ORDER BY created_at DESC LIMIT ${limit})`
        : sql`(${sql.join(
            this.actor.scope.map(
              (id) =>
                sql`(SELECT * FROM ${sql.table(table)} WHERE organisation_id = ${id} ORDER BY created_at DESC LIMIT ${limit})`,
            ),
            sql` UNION ALL `,
          )})`;
    const { rows } = await sql<Answer<typeof recentItemSchema>>`
      SELECT recent.type, recent.id, recent.transaction, recent.status, recent.amount::float8 AS amount,
        recent.currency_code, t.payment_product, json_build_object('id', o.id, 'name', o.name) AS organisation,
        recent.created_at
      FROM (
        (SELECT CASE WHEN blocked THEN 'blocked' ELSE 'transaction' END AS type, id, id AS transaction, status,
          amount, currency_code, organisation_id, created_at FROM ${newest('transactions')} AS t)
        UNION ALL
        (SELECT 'refund', id, transaction_id, status, amount, currency_code, organisation_id, created_at
          FROM ${newest('refunds')} AS r)
        ORDER BY created_at DESC LIMIT ${limit}
      ) AS recent
      JOIN transactions t ON t.id = recent.transaction
      JOIN organisations o ON o.id = recent.organisation_id
      ORDER BY recent.created_at DESC`.execute(this.db);
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  }

  /**
   * The payout card (001 §2.1, §7; issue 29): per payee, an organisation of the scope in one currency,
   * its last two payouts (a payout is a payouts row: a settlement that paid money out, amount > 0), the
   * `limit` payees paid most recently first. Each payout's stage is read from the payout and the live
   * bank file holding it, the rows the host2host screen reads, so the two always tell the same.
   */
  async payouts(limit: number): Promise<Answer<typeof payeePayoutsSchema>[]> {
    const scope = this.actor.scope === null ? sql`true` : scopeFilter(this.actor, 'organisation_id');
    const { rows } = await sql<{
      id: string;
      settlement_id: string;
      organisation_id: string;
      organisation_name: string;
      amount: number;
      currency_code: string;
      reference: string;
      status: PayoutStatus;
      expected_at: string;
      paid_at: Date | null;
      message_id: string | null;
      file_status: PayoutFileStatus | null;
      file_created_at: Date | null;
    }>`
      SELECT p.id, p.settlement_id, p.organisation_id, o.name AS organisation_name, p.amount::float8 AS amount,
        p.currency_code, p.reference, p.status, p.expected_at::text AS expected_at, p.paid_at,
        f.message_id, f.status AS file_status, f.created_at AS file_created_at
      FROM (SELECT *, row_number() OVER (PARTITION BY organisation_id, currency_code
                                         ORDER BY expected_at DESC, created_at DESC, id DESC) AS n
            FROM payouts WHERE ${scope}) AS p
      JOIN organisations o ON o.id = p.organisation_id
      LEFT JOIN payout_file_payouts fp ON fp.payout_id = p.id AND fp.live
      LEFT JOIN payout_files f ON f.id = fp.payout_file_id
      WHERE p.n <= ${STATISTICS_LIMITS.payoutsPerPayee}
      ORDER BY p.expected_at DESC, p.created_at DESC, p.id DESC`.execute(this.db);
    const payees = new Map<string, Answer<typeof payeePayoutsSchema>>();
    for (const row of rows) {
      const payout = {
        id: row.id,
        settlement: row.settlement_id,
        amount: row.amount,
        currency_code: row.currency_code,
        reference: row.reference,
        stage: payoutStage(row.status, row.file_status),
        expected_at: row.expected_at,
        paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
        file:
          row.message_id && row.file_status && row.file_created_at
            ? {
                message_id: row.message_id,
                status: row.file_status,
                created_at: new Date(row.file_created_at).toISOString(),
              }
            : null,
      };
      const key = `${row.organisation_id} ${row.currency_code}`;
      const payee = payees.get(key);
      if (payee) payee.previous = payout;
      else
        payees.set(key, {
          organisation: { id: row.organisation_id, name: row.organisation_name },
          currency_code: row.currency_code,
          last: payout,
          previous: null,
        });
    }
    return [...payees.values()].slice(0, limit);
  }

  /** The provider's top merchants of the last 24 hours by revenue in `currency` (001 §2.1). */
  async topMerchants(currency: string, limit: number): Promise<Answer<typeof merchantRevenueSchema>[]> {
    const { rows } = await sql<{ id: string; name: string; amount: number; count: number }>`
      SELECT o.id, o.name, r.amount, r.count FROM (
        SELECT organisation_id, sum(amount)::float8 AS amount, sum(count)::int AS count
        FROM transaction_hour_rollups
        WHERE ${organisationRollups(this.actor)}
          AND ${revenue()} AND currency_code = ${currency} AND hour >= date_trunc('hour', now()) - interval '23 hours'
        GROUP BY 1 ORDER BY 2 DESC LIMIT ${limit}) AS r
      JOIN organisations o ON o.id = r.organisation_id
      ORDER BY r.amount DESC, o.name`.execute(this.db);
    return rows.map(({ id, name, amount, count }) => ({
      id,
      name,
      currency_code: currency,
      last24hours: { amount, count },
    }));
  }

  /** Per processor in scope: revenue of the last 24 hours against the 24 before (001 §2.5, §4). */
  async processorRevenue(
    currency: string,
    ids: readonly string[] | undefined,
    limit: number,
  ): Promise<Answer<typeof processorRevenueSchema>[]> {
    const { rows } = await sql<{
      id: string;
      name: string;
      payment_product: string;
      gateway: string;
      organisation_id: string;
      organisation_name: string;
      last: number;
      previous: number;
      until: string;
    }>`
      WITH edge AS (SELECT date_trunc('hour', now()) - interval '23 hours' AS mid)
      SELECT p.id, p.name, p.payment_product, p.gateway, o.id AS organisation_id, o.name AS organisation_name,
        coalesce(r.last, 0)::float8 AS last, coalesce(r.previous, 0)::float8 AS previous, now() AS until
      FROM processors p
      JOIN organisations o ON o.id = p.organisation_id
      LEFT JOIN (
        SELECT processor_id, sum(amount) FILTER (WHERE hour >= mid) AS last, sum(amount) FILTER (WHERE hour < mid) AS previous
        FROM transaction_hour_rollups, edge
        WHERE ${rollupScope(this.actor)} AND ${revenue()} AND currency_code = ${currency}
          AND hour >= mid - interval '24 hours'
        GROUP BY 1) AS r ON r.processor_id = p.id
      WHERE ${scopeFilter(this.actor, 'p.organisation_id')} ${ids ? sql`AND p.id = ANY(${ids}::uuid[])` : sql``}
      ORDER BY p.name, o.name, p.id LIMIT ${limit}`.execute(this.db);
    return rows.map(({ last, previous, until, organisation_id, organisation_name, ...processor }) => ({
      ...processor,
      organisation: { id: organisation_id, name: organisation_name },
      currency_code: currency,
      last24hours: last,
      previous24hours: previous,
      diff: last - previous,
      sign: revenueSign(previous, last),
      until: new Date(until).toISOString(),
    }));
  }

  /** Processors side by side over the last 28 reporting days (001 §2.4); an id outside the scope is a 404. */
  async processorCompare(ids: readonly string[]): Promise<Answer<typeof processorComparisonSchema>[]> {
    const processors = await this.db
      .selectFrom('processors')
      .select(['id', 'name', 'payment_product', 'gateway'])
      .where('id', 'in', ids)
      .$if(this.actor.scope !== null, (query) => query.where('organisation_id', 'in', this.actor.scope!))
      .execute();
    const missing = ids.filter((id) => !processors.some((processor) => processor.id === id));
    if (missing.length > 0) throw notFound(`The processor ${missing.join(', ')}`);
    const { rows } = await sql<{
      processor_id: string;
      status: TransactionStatus;
      currency_code: string;
      count: number;
      amount: number;
    }>`
      SELECT processor_id, status, currency_code, sum(count)::int AS count, sum(amount)::float8 AS amount
      FROM transaction_day_rollups
      WHERE ${rollupScope(this.actor)} AND processor_id = ANY(${ids}::uuid[])
        AND day >= (now() AT TIME ZONE ${STATISTICS_TIME_ZONE})::date - 27
      GROUP BY 1, 2, 3 HAVING sum(count) > 0`.execute(this.db);
    return ids.map((id) => {
      const processor = processors.find((row) => row.id === id)!;
      const own = rows.filter((row) => row.processor_id === id);
      const total = sumOf(own);
      const successful = sumOf(own.filter((row) => isRevenueStatus(row.status)));
      const decided = own.filter(
        (row) => !['INITIATED', 'IN_PROGRESS', 'PENDING', 'OPEN', 'SUBMITTED'].includes(row.status),
      );
      const decidedCount = decided.reduce((sum, row) => sum + row.count, 0);
      return {
        ...processor,
        conversion: decidedCount === 0 ? 0 : Math.round((successful.count / decidedCount) * 10_000) / 10_000,
        total,
        successful,
        statuses: COMPARE_STATUSES.map((status) => ({
          status,
          ...sumOf(own.filter((row) => row.status === status)),
        })),
      };
    });
  }

  /**
   * Best customers by revenue in `currency` or by revenue payments (001 §2.3, §7 _limit 10): the top N
   * by index (migration 0033), per organisation of the scope (each shop's top N, the best kept), or of
   * every organisation's customers for provider staff.
   */
  async bestCustomers(
    currency: string,
    by: 'volume' | 'count',
    limit: number,
  ): Promise<Answer<typeof bestCustomerSchema>[]> {
    const order = by === 'volume' ? sql`amount DESC, customer_id` : sql`count DESC, customer_id`;
    const top = (scope: RawBuilder<unknown>) => sql`(
      SELECT customer_id, amount, count FROM customer_rollups
      WHERE ${scope} currency_code = ${currency} AND count > 0 ORDER BY ${order} LIMIT ${limit})`;
    const tops =
      this.actor.scope === null
        ? top(sql``)
        : sql.join(
            this.actor.scope.map((id) => top(sql`organisation_id = ${id} AND`)),
            sql` UNION ALL `,
          );
    const { rows } = await sql<{
      id: string;
      name: string | null;
      city: string | null;
      region: string | null;
      country_code: string | null;
      status: string;
      volume: number;
      count: number;
    }>`
      SELECT c.id, nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS name, c.city, c.region, c.country_code,
        c.status, r.amount::float8 AS volume, r.count::int AS count
      FROM (SELECT * FROM (${tops}) AS tops ORDER BY ${order} LIMIT ${limit}) AS r
      JOIN customers c ON c.id = r.customer_id
      ORDER BY ${by === 'volume' ? sql`r.amount DESC` : sql`r.count DESC`}, r.customer_id`.execute(this.db);
    return rows.map(({ volume, count, ...customer }) => ({
      customer,
      currency_code: currency,
      volume,
      count,
    }));
  }

  /**
   * Customers per RFM segment (ADR 0017): the scores of the actor's scope in `currency`, as the scoring
   * job last left them (`customer-scores.ts`), counted per score triple and named by the domain's
   * `rfmSegment`; `scored_at` says when (null before the first run).
   */
  async segments(currency: string): Promise<{
    currency_code: string;
    scored_at: string | null;
    segments: Record<RfmSegment, number>;
  }> {
    const { rows } = await sql<{ r: RfmScore; f: RfmScore; m: RfmScore; customers: number; scored_at: Date }>`
      SELECT recency AS r, frequency AS f, monetary AS m, customers, scored_at FROM customer_rfm_scores
      WHERE scope_id = ${this.actor.scopeRoot} AND currency_code = ${currency}`.execute(this.db);
    const segments = Object.fromEntries(RFM_SEGMENTS.map((segment) => [segment, 0])) as Record<
      RfmSegment,
      number
    >;
    for (const row of rows) segments[rfmSegment(row.r, row.f, row.m)] += row.customers;
    const scoredAt = rows[0]?.scored_at;
    return {
      currency_code: currency,
      scored_at: scoredAt ? new Date(scoredAt).toISOString() : null,
      segments,
    };
  }
}

function sumOf(rows: readonly { currency_code: string; count: number; amount: number }[]) {
  const amounts = new Map<string, number>();
  for (const row of rows) amounts.set(row.currency_code, (amounts.get(row.currency_code) ?? 0) + row.amount);
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    amounts: [...amounts].map(([currency_code, amount]) => ({ currency_code, amount })),
  };
}

/** A period's label in the reader's calendar: the day it starts, or the hour for hourly series. */
function periodLabel(period: StatisticsPeriod, column: RawBuilder<unknown>) {
  return period === 'hour'
    ? sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:00')`
    : sql`to_char(${column}, 'YYYY-MM-DD')`;
}

/** The reporting days of the facet rollups a window touches (exact for whole days of the reporting zone). */
function facetDays(window: Window) {
  return sql`day >= ${fromDay(window)} AND day <= ${toDay(window)}`;
}
