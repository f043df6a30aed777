import { TRANSACTION_STAGE, type TransactionStatus } from '@psp/domain';
import type pg from 'pg';

/** Statuses of a payment whose money moved: settled, or settled and then disputed. */
const SETTLED_STATUSES = (Object.keys(TRANSACTION_STAGE) as TransactionStatus[]).filter((status) =>
  ['settled', 'disputed'].includes(TRANSACTION_STAGE[status]),
);

export interface MerchantDifference {
  organisation: string;
  currency_code: string;
  /** payouts + available + reserve, from the postings. */
  ledger: number;
  /** settled payments − refunds − chargebacks (from their own tables) − fees ± one-offs. */
  expected: number;
}

export interface LedgerCheck {
  entries: number;
  postings: number;
  /** Entries whose postings do not sum to zero, mix currencies or are missing. */
  unbalanced: string[];
  merchants: number;
  differences: MerchantDifference[];
  /** Settlements whose lines do not add up to their amount, or whose payout differs from it. */
  settlements: string[];
  ok: boolean;
}

/**
 * The ledger check (ADR 0015): every entry sums to zero in one currency, and per collecting merchant and currency
 * the payouts plus the available and reserve balances equal the settled payments less refunds and lost
 * chargebacks, as their own tables have them, less the fees booked, plus one-off credits less charges;
 * every settlement is the sum of its lines and its payout is that amount. Needs a ledger that has caught
 * up (no ledger deliveries waiting).
 */
export async function checkLedger(db: pg.Pool | pg.ClientBase): Promise<LedgerCheck> {
  const size = await db.query<{ entries: string; postings: string }>(
    'SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings',
  );
  const unbalanced = await db.query<{ id: string }>(`
    SELECT entry_id AS id FROM ledger_postings GROUP BY entry_id
     HAVING sum(amount) <> 0 OR count(DISTINCT currency_code) > 1 OR count(*) < 2
    UNION ALL
    SELECT e.id FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = e.id)
    LIMIT 100`);
  const merchants = await db.query<{
    organisation: string;
    currency_code: string;
    ledger: string;
    expected: string;
  }>(
    `WITH balances AS (
       SELECT organisation_id, currency_code,
              -sum(amount) FILTER (WHERE account IN ('merchant_available', 'merchant_reserve')) AS held
         FROM ledger_postings GROUP BY 1, 2),
     booked AS (
       SELECT organisation_id, currency_code,
              coalesce(sum(amount) FILTER (WHERE kind = 'PAYOUT'), 0)
                - coalesce(sum(amount) FILTER (WHERE kind = 'PAYOUT_RETURNED'), 0) AS payouts,
              coalesce(sum(amount) FILTER (WHERE kind IN ('FEE', 'REFUND_FEE', 'CHARGEBACK_FEE')), 0) AS fees
         FROM ledger_entries GROUP BY 1, 2),
     moved AS (
       SELECT organisation_id, currency_code, sum(amount) AS amount FROM (
         SELECT organisation_id, currency_code, amount FROM transactions WHERE status = ANY($1::text[])
         UNION ALL SELECT organisation_id, currency_code, -amount FROM refunds WHERE status = 'PROCESSED'
         UNION ALL SELECT organisation_id, currency_code, -amount FROM chargebacks WHERE status = 'LOST'
         UNION ALL SELECT organisation_id, currency_code, CASE type WHEN 'CREDIT' THEN amount ELSE -amount END
           FROM one_offs WHERE status = 'BOOKED') m
        WHERE organisation_id IN (SELECT id FROM organisations WHERE collecting)
        GROUP BY 1, 2),
     keys AS (SELECT organisation_id, currency_code FROM balances UNION SELECT organisation_id, currency_code FROM moved)
     SELECT k.organisation_id AS organisation, k.currency_code,
            coalesce(b.payouts, 0) + coalesce(h.held, 0) AS ledger,
            coalesce(m.amount, 0) - coalesce(b.fees, 0) AS expected
       FROM keys k
       LEFT JOIN balances h USING (organisation_id, currency_code)
       LEFT JOIN booked b USING (organisation_id, currency_code)
       LEFT JOIN moved m USING (organisation_id, currency_code)`,
    [SETTLED_STATUSES],
  );
  const settlements = await db.query<{ id: string }>(`
    SELECT s.id FROM settlements s
      LEFT JOIN LATERAL (SELECT coalesce(sum(l.amount), 0) AS total, count(*) AS lines
                           FROM settlement_lines l WHERE l.settlement_id = s.id) l ON true
      LEFT JOIN payouts p ON p.settlement_id = s.id
     WHERE s.settlement_run_id IS NOT NULL
       AND (l.total <> s.amount OR l.lines <> s.line_count
            OR (s.status IN ('PENDING', 'PAID_OUT') AND (p.id IS NULL OR p.amount <> s.amount))
            OR (s.status = 'CARRIED_OVER' AND p.id IS NOT NULL))
     LIMIT 100`);
  const differences = merchants.rows
    .map((row) => ({ ...row, ledger: Number(row.ledger), expected: Number(row.expected) }))
    .filter((row) => row.ledger !== row.expected);
  return {
    entries: Number(size.rows[0]!.entries),
    postings: Number(size.rows[0]!.postings),
    unbalanced: unbalanced.rows.map((row) => row.id),
    merchants: merchants.rows.length,
    differences,
    settlements: settlements.rows.map((row) => row.id),
    ok: unbalanced.rows.length === 0 && differences.length === 0 && settlements.rows.length === 0,
  };
}
