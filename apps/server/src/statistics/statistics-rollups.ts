import {
  isRevenueStatus,
  REVENUE_STATUSES,
  type RecordedEvent,
  STATISTICS_TIME_ZONE,
  TRANSACTION_FACETS,
} from '@psp/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import { withClientTransaction } from '../platform/db/client-transaction.js';
import type { DeliveryContext } from '../platform/events/event-bus.js';
import type { Executor } from '../platform/resource/executor.js';
import { scoreCustomers } from './customer-scores.js';

/** The engine's events that move the rollups: a new payment or refund, and each step of its lifecycle. */
export const ROLLUP_EVENT_TYPES = [
  'transaction.created',
  'transaction.status_changed',
  'refund.created',
  'refund.status_changed',
] as const;
export const ROLLUP_SUBSCRIBER = 'statistics-rollups';
type RollupEvent = RecordedEvent<(typeof ROLLUP_EVENT_TYPES)[number]>;
type PaymentEvent = RecordedEvent<'transaction.created' | 'transaction.status_changed'>;
type RefundEvent = RecordedEvent<'refund.created' | 'refund.status_changed'>;

interface PaymentFacts {
  id: string;
  organisation_id: string;
  customer_id: string | null;
  customer_organisation_id: string | null;
  processor_id: string | null;
  currency_code: string;
  amount: string;
  hour: string;
  day: string;
  created_at: string;
  payment_product: string;
  country_code: string | null;
  platform: string | null;
  browser: string | null;
  blocked: boolean;
}

/** A refund with the facets of the payment it refunds. */
interface RefundFacts {
  id: string;
  organisation_id: string;
  currency_code: string;
  amount: string;
  day: string;
  payment_product: string;
  platform: string | null;
  browser: string | null;
}

/** The facets refund statistics break down by: 'total' (no value) and the refunded payment's. */
export const REFUND_FACETS = ['total', 'payment_product', 'platform', 'browser'] as const;

type Key = Record<string, string | null>;
/** The key of a facet row (payments' and refunds' alike). */
type FacetKey = {
  organisation_id: string | null;
  facet: string;
  day: string;
  value: string | null;
  status: string;
  currency_code: string;
};

/** A change of count (and amount with it) in one rollup row, keyed by the row's columns. */
class Deltas<K extends Key> {
  readonly rows = new Map<string, { key: K; count: number; amount: bigint }>();
  /**
   * `platform`: each change also moves the row of every organisation together (organisation_id NULL,
   * migration 0040), which the provider's statistics read instead of one row per merchant.
   */
  constructor(private readonly platform = false) {}
  add(key: K, count: number, amount: bigint): void {
    this.addOne(key, count, amount);
    if (this.platform) this.addOne({ ...key, organisation_id: null }, count, amount);
  }
  private addOne(key: K, count: number, amount: bigint): void {
    const id = JSON.stringify(key);
    const row = this.rows.get(id) ?? { key, count: 0, amount: 0n };
    row.count += count;
    row.amount += amount * BigInt(count);
    this.rows.set(id, row);
  }
  /** The rows that changed at all (a payment created and authorised in one batch leaves INITIATED as it was). */
  changed() {
    return [...this.rows.values()].filter((row) => row.count !== 0);
  }
}

/**
 * Keeps the statistics rollups of migration 0029 current from a batch of the engine's events (ADR
 * 0017): `transaction.created` adds the payment to its INITIATED rows, every `transaction.status_changed`
 * moves it from the status it left to the one it took (refunds alike). Rows are keyed by the creation
 * time, so moves of one payment land in the same bucket whatever order their batches run in (adding up
 * commutes). Runs once per event (the event bus's delivery rows), out of the payments' own transactions:
 * a payment's write only enqueues the delivery. One read of the batch's records and one upsert per table.
 */
export async function applyRollupEvents(events: RollupEvent[], { trx }: DeliveryContext): Promise<void> {
  const isRefund = (event: RollupEvent): event is RefundEvent => event.resource === 'refund';
  await applyPaymentEvents(
    trx,
    events.filter((event): event is PaymentEvent => !isRefund(event)),
  );
  await applyRefundEvents(trx, events.filter(isRefund));
}

async function applyPaymentEvents(trx: Executor, events: PaymentEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => event.resource_id))];
  if (ids.length === 0) return;
  const { rows } = await sql<PaymentFacts>`
    SELECT t.id, t.organisation_id, t.customer_id, c.organisation_id AS customer_organisation_id, t.processor_id,
      t.currency_code, t.amount::text AS amount, date_trunc('hour', t.created_at) AS hour,
      (t.created_at AT TIME ZONE ${STATISTICS_TIME_ZONE})::date::text AS day,
      -- Text to the microsecond, in a form that sorts as it reads (a Date would keep milliseconds only).
      to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
      t.payment_product, t.country_code,
      t.platform, t.browser, t.blocked
    FROM transactions t LEFT JOIN customers c ON c.id = t.customer_id
    WHERE t.id = ANY(${ids}::uuid[])`.execute(trx);
  const payments = new Map(rows.map((row) => [row.id, row]));

  const hours = new Deltas<{
    organisation_id: string | null;
    hour: string;
    status: string;
    currency_code: string;
    processor_id: string | null;
  }>(true);
  type HourKey = { organisation_id: string | null; hour: string; currency_code: string };
  const counts = new Deltas<HourKey>(true);
  const blocked = new Deltas<HourKey>(true);
  const days = new Deltas<{
    organisation_id: string | null;
    day: string;
    status: string;
    currency_code: string;
    processor_id: string | null;
  }>(true);
  const facets = new Deltas<FacetKey>(true);
  const customers = new Deltas<{ customer_id: string; currency_code: string; organisation_id: string }>();
  const lastPayment = new Map<string, string>();

  const move = (payment: PaymentFacts, status: string, count: number) => {
    const amount = BigInt(payment.amount);
    const { organisation_id, currency_code } = payment;
    hours.add(
      { organisation_id, hour: payment.hour, status, currency_code, processor_id: payment.processor_id },
      count,
      amount,
    );
    days.add(
      { organisation_id, day: payment.day, status, currency_code, processor_id: payment.processor_id },
      count,
      amount,
    );
    for (const facet of TRANSACTION_FACETS) {
      facets.add(
        { organisation_id, facet, day: payment.day, value: payment[facet], status, currency_code },
        count,
        amount,
      );
    }
    if (payment.customer_id && payment.customer_organisation_id && isRevenueStatus(status)) {
      const customer = {
        customer_id: payment.customer_id,
        currency_code,
        organisation_id: payment.customer_organisation_id,
      };
      customers.add(customer, count, amount);
    }
  };

  for (const event of events) {
    const payment = payments.get(event.resource_id);
    // A payment is never deleted (payments are read-only records); a missing one has nothing to count.
    if (!payment) continue;
    if (event.type === 'transaction.created') {
      // A payment is created INITIATED; its steps follow as status changes.
      move(payment, String(event.after?.status ?? 'INITIATED'), 1);
      const { organisation_id, hour, currency_code } = payment;
      counts.add({ organisation_id, hour, currency_code }, 1, BigInt(payment.amount));
      // Blocked when created and never after: the creation alone counts it.
      if (payment.blocked) blocked.add({ organisation_id, hour, currency_code }, 1, BigInt(payment.amount));
      if (payment.customer_id && payment.customer_organisation_id) {
        const key = `${payment.customer_id} ${payment.currency_code}`;
        customers.add(
          {
            customer_id: payment.customer_id,
            currency_code: payment.currency_code,
            organisation_id: payment.customer_organisation_id,
          },
          0,
          0n,
        );
        if ((lastPayment.get(key) ?? '') < payment.created_at) lastPayment.set(key, payment.created_at);
      }
    } else {
      move(payment, event.before.status, -1);
      move(payment, event.after.status, 1);
    }
  }
  await upsertAdditive(trx, 'transaction_hour_rollups', HOUR_COLUMNS, hours.changed());
  await upsertAdditive(trx, 'transaction_day_rollups', DAY_COLUMNS, days.changed());
  await upsertAdditive(trx, 'transaction_hour_counts', COUNT_COLUMNS, counts.changed());
  await upsertAdditive(trx, 'transaction_blocked_hours', COUNT_COLUMNS, blocked.changed());
  await upsertAdditive(trx, 'transaction_day_facets', FACET_COLUMNS, facets.changed());
  await upsertCustomers(
    trx,
    [...customers.rows.values()].filter(
      (row) => row.count !== 0 || lastPayment.has(`${row.key.customer_id} ${row.key.currency_code}`),
    ),
    lastPayment,
  );
}

async function applyRefundEvents(trx: Executor, events: RefundEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => event.resource_id))];
  if (ids.length === 0) return;
  const { rows } = await sql<RefundFacts>`
    SELECT r.id, r.organisation_id, r.currency_code, r.amount::text AS amount,
      (r.created_at AT TIME ZONE ${STATISTICS_TIME_ZONE})::date::text AS day, t.payment_product, t.platform, t.browser
    FROM refunds r JOIN transactions t ON t.id = r.transaction_id
    WHERE r.id = ANY(${ids}::uuid[])`.execute(trx);
  const refunds = new Map(rows.map((row) => [row.id, row]));
  const facets = new Deltas<FacetKey>(true);
  const move = (refund: RefundFacts, status: string, count: number) => {
    for (const facet of REFUND_FACETS) {
      const value = facet === 'total' ? null : refund[facet];
      const { organisation_id, day, currency_code } = refund;
      facets.add({ organisation_id, facet, day, value, status, currency_code }, count, BigInt(refund.amount));
    }
  };
  for (const event of events) {
    const refund = refunds.get(event.resource_id);
    if (!refund) continue;
    if (event.type === 'refund.created') move(refund, String(event.after?.status ?? 'PENDING'), 1);
    else {
      move(refund, event.before.status, -1);
      move(refund, event.after.status, 1);
    }
  }
  await upsertAdditive(trx, 'refund_day_facets', FACET_COLUMNS, facets.changed());
}

type AdditiveTable =
  | 'transaction_hour_rollups'
  | 'transaction_hour_counts'
  | 'transaction_blocked_hours'
  | 'transaction_day_rollups'
  | 'transaction_day_facets'
  | 'refund_day_facets';

/** Columns of an additive rollup's key (the organisation first), with their PostgreSQL types for `unnest`. */
type Columns = readonly (readonly [name: string, type: string])[];
const HOUR_COLUMNS: Columns = [
  ['organisation_id', 'uuid'],
  ['hour', 'timestamptz'],
  ['status', 'text'],
  ['currency_code', 'char(3)'],
  ['processor_id', 'uuid'],
];
const COUNT_COLUMNS: Columns = [
  ['organisation_id', 'uuid'],
  ['hour', 'timestamptz'],
  ['currency_code', 'char(3)'],
];
const DAY_COLUMNS: Columns = [
  ['organisation_id', 'uuid'],
  ['day', 'date'],
  ['status', 'text'],
  ['currency_code', 'char(3)'],
  ['processor_id', 'uuid'],
];
const FACET_COLUMNS: Columns = [
  ['organisation_id', 'uuid'],
  ['facet', 'text'],
  ['day', 'date'],
  ['value', 'text'],
  ['status', 'text'],
  ['currency_code', 'char(3)'],
];

/**
 * Adds counts and amounts to a rollup's rows (created when missing), in one statement; rows in key order,
 * so two batches upserting the same rows lock them in the same order and never deadlock.
 */
async function upsertAdditive(
  trx: Executor,
  table: AdditiveTable,
  columns: Columns,
  rows: { key: Key; count: number; amount: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = columns.map(
    ([name, type]) => sql`${rows.map((row) => row.key[name] ?? null)}::${sql.raw(type)}[]`,
  );
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  await sql`
    INSERT INTO ${sql.table(table)} (${names}, count, amount)
    SELECT * FROM unnest(${sql.join(keys)}, ${rows.map((row) => row.count)}::bigint[],
      ${rows.map((row) => row.amount.toString())}::bigint[])
    ORDER BY ${sql.join(columns.map((_, index) => sql.raw(String(index + 1))))}
    ON CONFLICT ON CONSTRAINT ${sql.raw(`${table}_key`)} DO UPDATE
      SET count = ${sql.table(table)}.count + EXCLUDED.count, amount = ${sql.table(table)}.amount + EXCLUDED.amount`.execute(
    trx,
  );
}

async function upsertCustomers(
  trx: Executor,
  rows: {
    key: { customer_id: string; currency_code: string; organisation_id: string };
    count: number;
    amount: bigint;
  }[],
  lastPayment: ReadonlyMap<string, string>,
): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  // A status change of an older payment may come before its creation's batch: the row starts at the epoch.
  await sql`
    INSERT INTO customer_rollups (customer_id, currency_code, organisation_id, count, amount, last_payment_at)
    SELECT * FROM unnest(${column((row) => row.key.customer_id)}::uuid[], ${column((row) => row.key.currency_code)}::char(3)[],
      ${column((row) => row.key.organisation_id)}::uuid[], ${column((row) => row.count)}::bigint[],
      ${column((row) => row.amount.toString())}::bigint[],
      ${column((row) => lastPayment.get(`${row.key.customer_id} ${row.key.currency_code}`) ?? '1970-01-01T00:00:00Z')}::timestamptz[])
    ORDER BY 1, 2
    ON CONFLICT (customer_id, currency_code) DO UPDATE
      SET count = customer_rollups.count + EXCLUDED.count,
        amount = customer_rollups.amount + EXCLUDED.amount,
        last_payment_at = greatest(customer_rollups.last_payment_at, EXCLUDED.last_payment_at)`.execute(trx);
}

/** What the rebuild needs of a connection: a pg client or pool client inside a transaction. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** What the rebuild locks and recounts: the rollups and the scores read from them. */
const STATISTICS_TABLES = [
  'transaction_hour_rollups',
  'transaction_hour_counts',
  'transaction_blocked_hours',
  'transaction_day_rollups',
  'transaction_day_facets',
  'customer_rollups',
  'refund_day_facets',
  'customer_rfm_scores',
].join(', ');

/**
 * Rebuilds every rollup from the payments as stored (the seeded history, or after a change of the rules),
 * inside the caller's transaction: it first locks the rollups (the subscriber waits), then marks every
 * rollup event not yet delivered as delivered, and recounts in the same snapshot, so no payment counts
 * twice; then it scores the customers again. Open the transaction REPEATABLE READ when payments may arrive meanwhile (the CLI does).
 */
export async function rebuildStatisticsRollups(client: SqlClient): Promise<void> {
  const revenue = REVENUE_STATUSES.map((status) => `'${status}'`).join(', ');
  await client.query(`LOCK TABLE ${STATISTICS_TABLES} IN EXCLUSIVE MODE`);
  await client.query(
    `INSERT INTO event_deliveries (subscriber, event_id)
     SELECT $1, e.id FROM events e
     WHERE e.type = ANY($2::text[])
       AND NOT EXISTS (SELECT 1 FROM event_deliveries d WHERE d.subscriber = $1 AND d.event_id = e.id)
     ON CONFLICT DO NOTHING`,
    [ROLLUP_SUBSCRIBER, ROLLUP_EVENT_TYPES],
  );
  await client.query(`TRUNCATE ${STATISTICS_TABLES}`);
  await client.query(`
    INSERT INTO transaction_hour_rollups (organisation_id, hour, status, currency_code, processor_id, count, amount)
    SELECT organisation_id, date_trunc('hour', created_at), status, currency_code, processor_id, count(*), sum(amount)
    FROM transactions GROUP BY 1, 2, 3, 4, 5`);
  await client.query(`
    INSERT INTO transaction_hour_counts (organisation_id, hour, currency_code, count, amount)
    SELECT organisation_id, date_trunc('hour', created_at), currency_code, count(*), sum(amount)
    FROM transactions GROUP BY 1, 2, 3`);
  await client.query(`
    INSERT INTO transaction_blocked_hours (organisation_id, hour, currency_code, count, amount)
    SELECT organisation_id, date_trunc('hour', created_at), currency_code, count(*), sum(amount)
    FROM transactions WHERE blocked GROUP BY 1, 2, 3`);
  await client.query(
    `INSERT INTO transaction_day_rollups (organisation_id, day, status, currency_code, processor_id, count, amount)
     SELECT organisation_id, (created_at AT TIME ZONE $1)::date, status, currency_code, processor_id, count(*), sum(amount)
     FROM transactions GROUP BY 1, 2, 3, 4, 5`,
    [STATISTICS_TIME_ZONE],
  );
  await client.query(
    `INSERT INTO transaction_day_facets (organisation_id, facet, day, value, status, currency_code, count, amount)
     SELECT t.organisation_id, f.facet, (t.created_at AT TIME ZONE $1)::date, f.value, t.status, t.currency_code,
       count(*), sum(t.amount)
     FROM transactions t
     CROSS JOIN LATERAL (VALUES ('payment_product', t.payment_product), ('country_code', t.country_code::text),
       ('platform', t.platform), ('browser', t.browser)) AS f(facet, value)
     GROUP BY 1, 2, 3, 4, 5, 6`,
    [STATISTICS_TIME_ZONE],
  );
  await client.query(`
    INSERT INTO customer_rollups (customer_id, currency_code, organisation_id, count, amount, last_payment_at)
    SELECT t.customer_id, t.currency_code, c.organisation_id,
      count(*) FILTER (WHERE t.status IN (${revenue})),
      coalesce(sum(t.amount) FILTER (WHERE t.status IN (${revenue})), 0), max(t.created_at)
    FROM transactions t JOIN customers c ON c.id = t.customer_id GROUP BY 1, 2, 3`);
  await client.query(
    `INSERT INTO refund_day_facets (organisation_id, facet, day, value, status, currency_code, count, amount)
     SELECT r.organisation_id, f.facet, (r.created_at AT TIME ZONE $1)::date, f.value, r.status, r.currency_code,
       count(*), sum(r.amount)
     FROM refunds r JOIN transactions t ON t.id = r.transaction_id
     CROSS JOIN LATERAL (VALUES ('total', NULL), ('payment_product', t.payment_product), ('platform', t.platform),
       ('browser', t.browser)) AS f(facet, value)
     GROUP BY 1, 2, 3, 4, 5, 6`,
    [STATISTICS_TIME_ZONE],
  );
  for (const [table, columns] of ADDITIVE_ROLLUPS) await addPlatformRows(client, table, columns);
  await scoreCustomers(client);
}

const ADDITIVE_ROLLUPS: readonly (readonly [AdditiveTable, Columns])[] = [
  ['transaction_hour_rollups', HOUR_COLUMNS],
  ['transaction_hour_counts', COUNT_COLUMNS],
  ['transaction_blocked_hours', COUNT_COLUMNS],
  ['transaction_day_rollups', DAY_COLUMNS],
  ['transaction_day_facets', FACET_COLUMNS],
  ['refund_day_facets', FACET_COLUMNS],
];

/** An additive rollup's platform-wide rows (organisation_id NULL): its organisations' rows summed. */
async function addPlatformRows(client: SqlClient, table: AdditiveTable, columns: Columns): Promise<void> {
  const names = columns.map(([name]) => name);
  const rest = names.filter((name) => name !== 'organisation_id').join(', ');
  await client.query(
    `INSERT INTO ${table} (${names.join(', ')}, count, amount)
     SELECT NULL, ${rest}, sum(count), sum(amount) FROM ${table} GROUP BY ${rest}`,
  );
}

/** Rebuilds the rollups in a REPEATABLE READ transaction of its own (the CLI; tests). */
export async function rebuildStatisticsRollupsNow(pool: pg.Pool): Promise<void> {
  await withClientTransaction(pool, rebuildStatisticsRollups, 'REPEATABLE READ');
}
