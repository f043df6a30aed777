import {
  FINANCIAL_REPORT_TIME_ZONE,
  type FinancialDailyAnswer,
  type FinancialDailyRow,
  type FinancialPeriod,
  type FinancialSettlementAnswer,
  type FinancialSettlementRow,
  type FinancialSummaryAnswer,
  type FinancialTotals,
  financialPeriod,
  isRevenueStatus,
  type LedgerEntryKind,
  MERCHANT_MONEY_FIELDS,
  MERCHANT_MONEY_OF_KIND,
  PROVIDER_MONEY_FIELDS,
  type ProviderReportAnswer,
  type ProviderReportCategory,
  type ProviderReportRow,
  periodDays,
  REVENUE_STATUSES,
  SETTLEMENT_MONEY_FIELDS,
  SETTLEMENT_MONEY_OF_LINE,
  type SettlementLineKind,
  type SettlementStatus,
  TRANSACTION_STAGE,
  type TransactionStatus,
} from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Actor, scopeFilter } from '../platform/auth/actor.js';
import { badRequest } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { organisationRollups, rollupScope } from '../statistics/statistics-queries.js';

const TZ = FINANCIAL_REPORT_TIME_ZONE;

/** The question of a financial report: its period (whole reporting days) and, optionally, a currency. */
export interface FinancialQuestion extends FinancialPeriod {
  currency_code?: string | undefined;
}

/**
 * The period of a call: the bounds asked for or the default (001 §7: the last 28 days), as days of the
 * reporting zone; longer than the kind allows is a 400 naming `query.from`.
 */
export async function financialQuestion(
  db: Executor,
  asked: { from?: string | undefined; to?: string | undefined; currency_code?: string | undefined },
  category: ProviderReportCategory = 'daily',
): Promise<FinancialQuestion> {
  const { rows } = await sql<{
    today: string;
  }>`SELECT (now() AT TIME ZONE ${TZ})::date::text AS today`.execute(db);
  const { maxDays, ...period } = financialPeriod(asked, rows[0]!.today, category);
  if (periodDays(period) > maxDays)
    throw badRequest(
      [
        {
          path: 'query.from',
          code: 'too_big',
          message: `A period of at most ${maxDays} days`,
          expected: `≤ ${maxDays} days`,
          actual: `${periodDays(period)} days`,
        },
      ],
      'The period is too long',
    );
  return { ...period, currency_code: asked.currency_code };
}

/** The currency asked for, as a condition on `column` (every currency when none was). */
function ofCurrency(question: FinancialQuestion, column: string): RawBuilder<unknown> {
  return question.currency_code ? sql`${sql.ref(column)} = ${question.currency_code}` : sql`true`;
}

/** The instants a period covers: from the first day's start to the day after the last (excluded). */
function instants(column: string, { from, to }: FinancialPeriod): RawBuilder<unknown> {
  return sql`${sql.ref(column)} >= (${from}::date::timestamp AT TIME ZONE ${TZ})
    AND ${sql.ref(column)} < ((${to}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
}

/** Adds a count and volume to a breakdown's entry. */
function add<K extends string>(
  into: Partial<Record<K, { count: number; volume: number }>>,
  at: K,
  count: number,
  volume: number,
): void {
  const entry = into[at] ?? { count: 0, volume: 0 };
  entry.count += count;
  entry.volume += volume;
  into[at] = entry;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);
const key = (...parts: string[]) => parts.join('|');

type MerchantMoney = Pick<FinancialDailyRow, (typeof MERCHANT_MONEY_FIELDS)[number]>;
const noMoney = (): MerchantMoney & { paid_out: number } => ({
  settled: 0,
  refunds: 0,
  chargebacks: 0,
  fees: 0,
  reserve: 0,
  one_offs: 0,
  net: 0,
  paid_out: 0,
});

/** Rows in a stable order: by the first key, then currency. */
function byKeyThenCurrency<T extends { currency_code: string }>(rows: T[], first: (row: T) => string): T[] {
  return rows.sort(
    (a, b) => first(a).localeCompare(first(b)) || a.currency_code.localeCompare(b.currency_code),
  );
}

/** Per currency, a total started by `start` and added to by `add` for each row; ordered by currency. */
function totalsPerCurrency<Row extends { currency_code: string }, Total>(
  rows: readonly Row[],
  start: (currency: string) => Total,
  add: (total: Total, row: Row) => void,
): Total[] {
  const totals = new Map<string, Total>();
  for (const row of rows) {
    const total = totals.get(row.currency_code) ?? start(row.currency_code);
    add(total, row);
    totals.set(row.currency_code, total);
  }
  return [...totals.keys()].sort().map((currency) => totals.get(currency)!);
}

/**
 * Reads the financial reports for one actor (ADR 0018, session 8): money as sums of ledger postings per
 * account and entry kind, counts and volumes from the statistics rollups, always per currency and only
 * in the actor's organisation scope.
 */
export class FinancialReportReader {
  constructor(
    private readonly db: Executor,
    private readonly actor: Actor,
  ) {}

  /**
   * The merchant daily report: per day and currency, the payments made (by status stage and payment
   * product) from the day facets, and the money that moved through the payable balance from the ledger.
   */
  async daily(question: FinancialQuestion): Promise<FinancialDailyAnswer> {
    const facets = await sql<{
      day: string;
      product: string | null;
      status: TransactionStatus;
      currency_code: string;
      count: string;
      amount: string;
    }>`
      SELECT day::text AS day, value AS product, status, currency_code, sum(count) AS count, sum(amount) AS amount
        FROM transaction_day_facets
       WHERE facet = 'payment_product' AND day >= ${question.from}::date AND day <= ${question.to}::date
         AND ${rollupScope(this.actor)} AND ${ofCurrency(question, 'currency_code')}
       GROUP BY 1, 2, 3, 4`.execute(this.db);
    const money = await sql<{ day: string; currency_code: string; kind: LedgerEntryKind; effect: string }>`
      SELECT (p.effective_at AT TIME ZONE ${TZ})::date::text AS day, p.currency_code, e.kind,
             -sum(p.amount) AS effect
        FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
       WHERE p.account = 'merchant_available' AND ${scopeFilter(this.actor, 'p.organisation_id')}
         AND ${instants('p.effective_at', question)} AND ${ofCurrency(question, 'p.currency_code')}
       GROUP BY 1, 2, 3`.execute(this.db);

    const rows = new Map<
      string,
      FinancialDailyRow & { paid_out: number; successful_count: number; successful_volume: number }
    >();
    const rowOf = (day: string, currency_code: string) => {
      const id = key(day, currency_code);
      let row = rows.get(id);
      if (!row) {
        row = {
          day,
          currency_code,
          count: 0,
          volume: 0,
          successful_count: 0,
          successful_volume: 0,
          stages: {},
          products: {},
          ...noMoney(),
        };
        rows.set(id, row);
      }
      return row;
    };
    for (const facet of facets.rows) {
      const row = rowOf(facet.day, facet.currency_code);
      const [count, volume] = [num(facet.count), num(facet.amount)];
      row.count += count;
      row.volume += volume;
      if (isRevenueStatus(facet.status)) {
        row.successful_count += count;
        row.successful_volume += volume;
      }
      add(row.stages, TRANSACTION_STAGE[facet.status], count, volume);
      add(row.products, facet.product ?? '', count, volume);
    }
    for (const moved of money.rows) {
      const field = MERCHANT_MONEY_OF_KIND[moved.kind];
      if (!field) continue;
      const row = rowOf(moved.day, moved.currency_code);
      const effect = num(moved.effect);
      if (field === 'paid_out') row.paid_out -= effect;
      else {
        row[field] += effect;
        row.net += effect;
      }
    }
    const ordered = byKeyThenCurrency([...rows.values()], (row) => row.day);
    const totals = totalsPerCurrency(
      ordered,
      (currency_code): FinancialTotals => ({
        currency_code,
        count: 0,
        volume: 0,
        successful_count: 0,
        successful_volume: 0,
        ...noMoney(),
      }),
      (total, row) => {
        for (const field of ['count', 'volume', 'successful_count', 'successful_volume', 'paid_out'] as const)
          total[field] += row[field];
        for (const field of MERCHANT_MONEY_FIELDS) total[field] += row[field];
      },
    );
    return {
      from: question.from,
      to: question.to,
      time_zone: TZ,
      rows: ordered.map(({ paid_out: _, successful_count: __, successful_volume: ___, ...row }) => row),
      totals,
    };
  }

  /** The merchant's financial report page: a period's totals per currency (the daily report's foot). */
  async summary(question: FinancialQuestion): Promise<FinancialSummaryAnswer> {
    const { from, to, time_zone, totals } = await this.daily(question);
    return { from, to, time_zone, currencies: totals };
  }

  /**
   * Settlements whose cutoff lies in the period, each with its money from its lines (every line one
   * ledger entry's effect on the merchant), its payout date and bank account; totals per currency.
   */
  async settlements(question: FinancialQuestion): Promise<FinancialSettlementAnswer> {
    const result = await sql<{
      id: string;
      reference: string | null;
      organisation_id: string;
      organisation_name: string;
      period_start: Date | string | null;
      period_end: Date | string | null;
      currency_code: string;
      status: SettlementStatus;
      amount: string;
      payout_date: string | null;
      holder_name: string | null;
      iban_last4: string | null;
      lines: Record<SettlementLineKind, string> | null;
    }>`
      SELECT s.id, s.reference, s.organisation_id, o.name AS organisation_name, s.period_start, s.period_end,
             s.currency_code, s.status, s.amount, s.payout_date::text AS payout_date, b.holder_name,
             right(b.iban, 4) AS iban_last4,
             (SELECT jsonb_object_agg(kind, total) FROM (
                SELECT l.kind, sum(l.amount) AS total FROM settlement_lines l
                 WHERE l.settlement_id = s.id GROUP BY l.kind) k) AS lines
        FROM settlements s
        JOIN organisations o ON o.id = s.organisation_id
        LEFT JOIN bank_accounts b ON b.id = s.bank_account_id
       WHERE s.settlement_run_id IS NOT NULL AND ${scopeFilter(this.actor, 's.organisation_id')}
         AND ${instants('s.period_end', question)} AND ${ofCurrency(question, 's.currency_code')}
       ORDER BY s.period_end DESC, o.name, s.currency_code, s.id`.execute(this.db);
    const rows: FinancialSettlementRow[] = result.rows.map((row) => {
      const money = Object.fromEntries(SETTLEMENT_MONEY_FIELDS.map((field) => [field, 0])) as Record<
        (typeof SETTLEMENT_MONEY_FIELDS)[number],
        number
      >;
      for (const [kind, total] of Object.entries(row.lines ?? {}))
        money[SETTLEMENT_MONEY_OF_LINE[kind as SettlementLineKind]] += num(total);
      money.net = num(row.amount);
      return {
        id: row.id,
        reference: row.reference,
        organisation: { id: row.organisation_id, name: row.organisation_name },
        period_start: row.period_start && new Date(row.period_start).toISOString(),
        period_end: row.period_end && new Date(row.period_end).toISOString(),
        currency_code: row.currency_code,
        status: row.status,
        ...money,
        payout_date: row.payout_date,
        bank_account:
          row.holder_name === null
            ? null
            : { holder_name: row.holder_name, iban_last4: row.iban_last4 ?? '' },
      };
    });
    const totals = totalsPerCurrency(
      rows,
      (currency_code) =>
        ({
          currency_code,
          settlements: 0,
          ...Object.fromEntries(SETTLEMENT_MONEY_FIELDS.map((field) => [field, 0])),
        }) as FinancialSettlementAnswer['totals'][number],
      (total, row) => {
        total.settlements += 1;
        for (const field of SETTLEMENT_MONEY_FIELDS) total[field] += row[field];
      },
    );
    return {
      from: question.from,
      to: question.to,
      time_zone: TZ,
      rows,
      totals,
    };
  }

  /**
   * The provider's merchant report: per merchant, day or month and currency, the successful payments
   * made (rollups) and the PSP's revenue, processor cost and partner share booked (ledger postings).
   */
  async merchants(
    question: FinancialQuestion,
    category: ProviderReportCategory,
  ): Promise<ProviderReportAnswer> {
    const bucket = (day: RawBuilder<unknown>) =>
      category === 'monthly' ? sql`date_trunc('month', ${day})::date::text` : sql`${day}::date::text`;
    const volumes = await sql<{
      period: string;
      organisation_id: string;
      currency_code: string;
      count: string;
      amount: string;
    }>`
      SELECT ${bucket(sql`day`)} AS period, organisation_id, currency_code, sum(count) AS count, sum(amount) AS amount
        FROM transaction_day_rollups
       WHERE status = ANY(${REVENUE_STATUSES}::text[]) AND day >= ${question.from}::date AND day <= ${question.to}::date
         AND ${organisationRollups(this.actor)} AND ${ofCurrency(question, 'currency_code')}
       GROUP BY 1, 2, 3`.execute(this.db);
    const money = await sql<{
      period: string;
      organisation_id: string;
      currency_code: string;
      revenue: string | null;
      cost: string | null;
      partner_share: string | null;
    }>`
      SELECT ${bucket(sql`(effective_at AT TIME ZONE ${TZ})`)} AS period, organisation_id, currency_code,
             -sum(amount) FILTER (WHERE account = 'psp_revenue') AS revenue,
             sum(amount) FILTER (WHERE account = 'processor_cost') AS cost,
             sum(amount) FILTER (WHERE account = 'partner_commission') AS partner_share
        FROM ledger_postings
       WHERE account IN ('psp_revenue', 'processor_cost', 'partner_commission')
         AND ${scopeFilter(this.actor, 'organisation_id')} AND ${instants('effective_at', question)}
         AND ${ofCurrency(question, 'currency_code')}
       GROUP BY 1, 2, 3`.execute(this.db);
    const organisations = new Set([...volumes.rows, ...money.rows].map((row) => row.organisation_id));
    const names = new Map(
      organisations.size === 0
        ? []
        : (
            await this.db
              .selectFrom('organisations')
              .select(['id', 'name'])
              .where('id', 'in', [...organisations])
              .execute()
          ).map((row) => [row.id, row.name]),
    );
    const rows = new Map<string, ProviderReportRow>();
    const rowOf = (period: string, organisation: string, currency_code: string) => {
      const id = key(period, organisation, currency_code);
      let row = rows.get(id);
      if (!row) {
        row = {
          period,
          organisation: { id: organisation, name: names.get(organisation) ?? '' },
          currency_code,
          count: 0,
          volume: 0,
          revenue: 0,
          cost: 0,
          partner_share: 0,
          margin: 0,
        };
        rows.set(id, row);
      }
      return row;
    };
    for (const made of volumes.rows) {
      const row = rowOf(made.period, made.organisation_id, made.currency_code);
      row.count += num(made.count);
      row.volume += num(made.amount);
    }
    for (const booked of money.rows) {
      const row = rowOf(booked.period, booked.organisation_id, booked.currency_code);
      row.revenue += num(booked.revenue);
      row.cost += num(booked.cost);
      row.partner_share += num(booked.partner_share);
      row.margin = row.revenue - row.cost - row.partner_share;
    }
    const ordered = [...rows.values()].sort(
      (a, b) =>
        b.period.localeCompare(a.period) ||
        a.organisation.name.localeCompare(b.organisation.name) ||
        a.currency_code.localeCompare(b.currency_code),
    );
    const totals = totalsPerCurrency(
      ordered,
      (currency_code): ProviderReportAnswer['totals'][number] => ({
        currency_code,
        count: 0,
        volume: 0,
        revenue: 0,
        cost: 0,
        partner_share: 0,
        margin: 0,
      }),
      (total, row) => {
        total.count += row.count;
        for (const field of PROVIDER_MONEY_FIELDS) total[field] += row[field];
      },
    );
    return {
      from: question.from,
      to: question.to,
      time_zone: TZ,
      category,
      rows: ordered,
      totals,
    };
  }
}
