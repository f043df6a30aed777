import type { DecidedPayment } from '@psp/domain';
import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';

/** A stored payment as a backtest replays it: what the engine decided on, and where it went. */
export interface PastPayment extends DecidedPayment {
  created_at: string;
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

/** Rows per page: at least a twentieth of the set (progress every 5 %), bounded to keep memory flat. */
const pageSize = (total: number) => Math.min(5_000, Math.max(500, Math.ceil(total / 20)));

interface Row {
  id: string;
  created_at: string;
  amount: number;
  currency_code: string;
  recurring_type: string | null;
  country_code: string | null;
  card_id: string | null;
  card_brand: string | null;
  card_bin: string | null;
  customer_id: string | null;
  customer_status: string | null;
  payment_profile_id: string;
  processor_id: string | null;
}

const toPastPayment = (row: Row): PastPayment => ({
  id: row.id,
  created_at: row.created_at,
  amount: row.amount,
  currency_code: row.currency_code,
  recurring_type: row.recurring_type,
  country_code: row.country_code,
  card: row.card_id ? { id: row.card_id, brand: row.card_brand, bin: row.card_bin } : null,
  customer: row.customer_id ? { id: row.customer_id, status: row.customer_status } : null,
  payment_profile_id: row.payment_profile_id,
  processor_id: row.processor_id,
});

/**
 * Reads an organisation's payments of the last `days` days, newest first, a page at a time through a
 * cursor inside one REPEATABLE READ transaction: the total and every page see one snapshot, and only one
 * page is held at a time whatever the number of payments. `onPage` gets each page with the count read so
 * far and the total; it may wait (for a slow client), and returning false stops the reading.
 */
export async function readPastPayments(
  database: Database,
  query: PastPaymentsQuery,
  onPage: (payments: PastPayment[], done: number, total: number) => Promise<boolean>,
): Promise<void> {
  const where = sql`t.organisation_id = ${query.organisation}
    AND t.created_at >= now() - make_interval(days => ${query.days})
    ${query.product ? sql`AND t.payment_product = ${query.product}` : sql``}
    ${query.paymentProfile ? sql`AND t.payment_profile_id = ${query.paymentProfile}` : sql``}`;
  await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const counted = await sql<{ total: number }>`
        SELECT count(*)::int AS total FROM transactions t WHERE ${where}`.execute(trx);
      const total = counted.rows[0]?.total ?? 0;
      await sql`DECLARE backtest_payments NO SCROLL CURSOR FOR
        SELECT t.id, t.created_at, t.amount, t.currency_code, t.recurring_type, t.country_code,
          t.card_id, c.brand AS card_brand, c.bin AS card_bin,
          t.customer_id, cu.status AS customer_status, t.payment_profile_id, t.processor_id
        FROM transactions t
        LEFT JOIN cards c ON c.id = t.card_id
        LEFT JOIN customers cu ON cu.id = t.customer_id
        WHERE ${where}
        ORDER BY t.created_at DESC, t.id DESC`.execute(trx);
      const fetch = sql<Row>`FETCH ${sql.raw(String(pageSize(total)))} FROM backtest_payments`;
      let done = 0;
      for (;;) {
        const { rows } = await fetch.execute(trx);
        if (rows.length === 0) break;
        done += rows.length;
        if (!(await onPage(rows.map(toPastPayment), done, Math.max(total, done)))) break;
      }
    });
}
