import type { DecidedPayment } from '@psp/domain';
import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';

/** A stored payment as a backtest replays it: what the engine decided on, and where it went. */
export interface PastPayment extends DecidedPayment {
  /** Milliseconds since the epoch (an ISO string only for the few examples answered). */
  created_ms: number;
  payment_profile_id: string;
  processor_id: string | null;
}

export interface PastPaymentsQuery {
  /** The organisation whose payments the rulesets or routing decide (the bench reads several). */
  organisations: readonly string[];
  days: number;
  /** Only payments of this product (a routing is for one product). */
  product?: string;
  /** Only payments of this profile (a ruleset for one profile). */
  paymentProfile?: string | null;
  /**
   * The facts that need a join: the card's BIN (cards), the customer's status (customers). Without them
   * the card and customer are known by id only, and the read costs a third less. The card's brand is
   * the payment's own `payment_product_type` (the engine stores the card's brand there).
   */
  joins: { bin: boolean; customer: boolean };
}

/** Rows per page: a twentieth of the set (progress every 5 %), between these bounds. */
const pageSize = (total: number) => Math.min(5_000, Math.max(500, Math.ceil(total / 20)));

const orNull = (text: string | undefined) => (text ? text : null);

/** One line of a page: the columns of the SELECT below, comma-separated, '' for null. */
function pastPaymentOf(line: string): PastPayment {
  const [
    id,
    created,
    amount,
    currency,
    recurring,
    country,
    card,
    brand,
    bin,
    customer,
    status,
    profile,
    processor,
  ] = line.split(',') as string[] as [string, string, string, string, ...string[]];
  return {
    id,
    created_ms: Number(created),
    amount: Number(amount),
    currency_code: currency,
    recurring_type: orNull(recurring),
    country_code: orNull(country),
    card: card ? { id: card, brand: orNull(brand), bin: orNull(bin) } : null,
    customer: customer ? { id: customer, status: orNull(status) } : null,
    payment_profile_id: profile!,
    processor_id: orNull(processor),
  };
}

/**
 * Reads an organisation's payments of the last `days` days a page at a time, through a cursor inside one
 * REPEATABLE READ transaction: the total and every page see one snapshot, and at most two pages (the one
 * replayed and the next) are held at a time whatever the number of payments. Each payment comes as ONE text value, split here, and rows come
 * as arrays: the driver's cost is per field and per row object, and this is what makes a million payments
 * take seconds instead of tens of seconds (docs/performance.md). In no particular order (no sort): the
 * caller keeps the newest examples. `onPage` gets each page with the count read so far and the total; it
 * may wait (for a slow client), and returning false stops the reading.
 */
export async function readPastPayments(
  database: Database,
  query: PastPaymentsQuery,
  onPage: (payments: PastPayment[], done: number, total: number) => Promise<boolean>,
): Promise<void> {
  const { bin, customer } = query.joins;
  const where = sql`t.organisation_id = ANY(${query.organisations}::uuid[])
    AND t.created_at >= now() - make_interval(days => ${query.days})
    ${query.product ? sql`AND t.payment_product = ${query.product}` : sql``}
    ${query.paymentProfile ? sql`AND t.payment_profile_id = ${query.paymentProfile}` : sql``}`;
  const count = sql`SELECT count(*)::int FROM transactions t WHERE ${where}`.compile(database.db);
  const declare = sql`DECLARE backtest_payments NO SCROLL CURSOR FOR
    SELECT concat_ws(',', t.id, (extract(epoch FROM t.created_at) * 1000)::int8, t.amount, t.currency_code,
      coalesce(t.recurring_type, ''), coalesce(t.country_code, ''), coalesce(t.card_id::text, ''),
      coalesce(t.payment_product_type, ''), ${bin ? sql`coalesce(c.bin, '')` : sql`''`},
      coalesce(t.customer_id::text, ''), ${customer ? sql`coalesce(cu.status, '')` : sql`''`},
      t.payment_profile_id, coalesce(t.processor_id::text, ''))
    FROM transactions t
    ${bin ? sql`LEFT JOIN cards c ON c.id = t.card_id` : sql``}
    ${customer ? sql`LEFT JOIN customers cu ON cu.id = t.customer_id` : sql``}
    WHERE ${where}`.compile(database.db);
  // The driver's own client: Kysely has no row mode, and arrays are what make the rows cheap.
  const client = await database.pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    // The cursor's plan is for reading all of it, not its first rows.
    await client.query('SET LOCAL cursor_tuple_fraction = 1');
    const counted = await client.query<[number]>({
      text: count.sql,
      values: [...count.parameters],
      rowMode: 'array',
    });
    const total = counted.rows[0]?.[0] ?? 0;
    await client.query(declare.sql, [...declare.parameters]);
    const fetch = { text: `FETCH ${pageSize(total)} FROM backtest_payments`, rowMode: 'array' };
    // The next page is asked for before this one is replayed: PostgreSQL reads while Node decides.
    const ask = () => {
      const page = client.query<[string]>(fetch);
      // Handled when awaited below; marked now so a failure while a page is replayed is not unhandled.
      page.catch(() => undefined);
      return page;
    };
    let next = ask();
    let done = 0;
    for (;;) {
      const { rows } = await next;
      if (rows.length === 0) break;
      next = ask();
      done += rows.length;
      const payments = rows.map(([line]) => pastPaymentOf(line));
      if (!(await onPage(payments, done, Math.max(total, done)))) {
        await next;
        break;
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection that failed is closed rather than given to the next request.
    client.release(failure);
  }
}

/** The joins the rules of a backtest need, from the names of their conditions. */
export function joinsFor(ruleNames: Iterable<string>): PastPaymentsQuery['joins'] {
  const names = new Set(ruleNames);
  return { bin: names.has('card_bin'), customer: names.has('customer_status') };
}
