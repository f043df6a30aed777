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
  organisation: string;
  days: number;
  /** Only payments of this product (a routing is for one product). */
  product?: string;
  /** Only payments of this profile (a ruleset for one profile). */
  paymentProfile?: string | null;
}

/** Payments per page at most: a twentieth of the set (progress every 5 %), at most this many. */
const MAX_PAGE = 5_000;

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
 * REPEATABLE READ transaction: the pages see one snapshot, and only one page is held at a time whatever
 * the number of payments. Each page comes as ONE text value (a line per payment) that is split here: the
 * driver's cost is per row and per field, and this is what makes a million payments take seconds, not
 * tens of seconds (docs/performance.md). In no particular order: the caller keeps the newest examples.
 * `onPage` gets each page with the count read so far and the total; it may wait (for a slow client), and
 * returning false stops the reading.
 */
export async function readPastPayments(
  database: Database,
  query: PastPaymentsQuery,
  onPage: (payments: PastPayment[], done: number, total: number) => Promise<boolean>,
): Promise<void> {
  await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // The cursor's plan is for reading all of it, not its first rows.
      await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
      await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
      await sql`DECLARE backtest_pages NO SCROLL CURSOR FOR
        WITH payments AS (
          SELECT concat_ws(',', t.id, (extract(epoch FROM t.created_at) * 1000)::int8, t.amount,
              t.currency_code, coalesce(t.recurring_type, ''), coalesce(t.country_code, ''),
              coalesce(t.card_id::text, ''), coalesce(c.brand, ''), coalesce(c.bin, ''),
              coalesce(t.customer_id::text, ''), coalesce(cu.status, ''), t.payment_profile_id,
              coalesce(t.processor_id::text, '')) AS line,
            row_number() OVER () - 1 AS position, count(*) OVER () AS total
          FROM transactions t
          LEFT JOIN cards c ON c.id = t.card_id
          LEFT JOIN customers cu ON cu.id = t.customer_id
          WHERE t.organisation_id = ${query.organisation}
            AND t.created_at >= now() - make_interval(days => ${query.days})
            ${query.product ? sql`AND t.payment_product = ${query.product}` : sql``}
            ${query.paymentProfile ? sql`AND t.payment_profile_id = ${query.paymentProfile}` : sql``}
        )
        SELECT string_agg(line, E'\n') AS lines, min(total)::int AS total
        FROM payments
        GROUP BY position / least(${MAX_PAGE}, greatest(1, ceil(total / 20.0)))::int8`.execute(trx);
      const fetch = sql<{ lines: string; total: number }>`FETCH 1 FROM backtest_pages`;
      let done = 0;
      for (;;) {
        const [page] = (await fetch.execute(trx)).rows;
        if (!page) break;
        const payments = page.lines.split('\n').map(pastPaymentOf);
        done += payments.length;
        if (!(await onPage(payments, done, page.total))) break;
      }
    });
}
