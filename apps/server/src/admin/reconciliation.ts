import type { Reconciliation, reconciliationQuerySchema } from '@psp/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../platform/resource/executor.js';
import { SETTLED_STATUSES } from './processor-settlement-import.js';

const DAY_MS = 86_400_000;

/**
 * A processor settlement's reconciliation over a span of settlement moments: its imported records and
 * our payments settled through its processor in the span, joined by the match the import made (processor
 * and external id). Totals per currency and category in the same read; lines paged in a stable order.
 */
export async function reconcile(
  trx: Executor,
  settlement: { id: string; processor: string | null; last: string | null },
  query: z.output<typeof reconciliationQuerySchema>,
): Promise<Reconciliation> {
  const to = query['settled_at<'] ?? settlement.last ?? new Date().toISOString();
  const from = query['settled_at>'] ?? new Date(Date.parse(to) - 30 * DAY_MS).toISOString();
  const lines = sql`
    WITH r AS (
      SELECT * FROM processor_settlement_records
      WHERE processor_settlement_id = ${settlement.id} AND settled_at > ${from} AND settled_at <= ${to}
    ), ours AS (
      SELECT t.id FROM transactions t
      WHERE t.processor_id = ${settlement.processor} AND t.status = ANY(${[...SETTLED_STATUSES]}::text[])
        AND t.updated_at > ${from} AND t.updated_at <= ${to}
    ), joined AS (
      SELECT r.external_id, r.amount AS reported_amount, r.fee, coalesce(r.settled_at, tx.updated_at) AS settled_at,
        tx.id AS transaction_id, tx.merchant_reference, tx.organisation_id,
        CASE WHEN tx.captured_amount > 0 THEN tx.captured_amount ELSE tx.amount END AS amount,
        coalesce(r.currency_code, tx.currency_code)::text AS currency_code
      FROM r FULL JOIN ours ON ours.id = r.transaction_id
      LEFT JOIN transactions tx ON tx.id = coalesce(ours.id, r.transaction_id)
    )
    SELECT *, CASE
        WHEN external_id IS NULL THEN 'missing_processor'
        WHEN transaction_id IS NULL THEN 'missing_ours'
        WHEN reported_amount <> amount THEN 'amount_difference'
        ELSE 'matched' END AS category,
      coalesce(reported_amount, 0) - coalesce(amount, 0) AS difference
    FROM joined`;
  const result = await sql<{
    totals: Reconciliation['totals'] | null;
    lines: Reconciliation['lines'] | null;
    count: number;
  }>`
    WITH line AS (${lines}),
    filtered AS (
      SELECT * FROM line ${query.category ? sql`WHERE category = ${query.category}` : sql``}
    ), page AS (
      SELECT * FROM filtered
      ORDER BY CASE category WHEN 'matched' THEN 1 ELSE 0 END, settled_at DESC, external_id, transaction_id
      LIMIT ${query._limit} OFFSET ${query._skip}
    )
    SELECT
      (SELECT json_agg(json_build_object('currency_code', currency_code, 'category', category, 'count', count,
          'reported_amount', reported_amount, 'fee', fee, 'amount', amount, 'difference', difference)
          ORDER BY currency_code, category)
        FROM (SELECT currency_code, category, count(*)::int AS count,
            coalesce(sum(reported_amount), 0)::float8 AS reported_amount, coalesce(sum(fee), 0)::float8 AS fee,
            coalesce(sum(amount), 0)::float8 AS amount, sum(difference)::float8 AS difference
          FROM line GROUP BY currency_code, category) totals) AS totals,
      (SELECT json_agg(json_build_object('category', category, 'external_id', external_id,
          'currency_code', currency_code, 'reported_amount', reported_amount, 'fee', fee, 'amount', amount,
          'difference', difference, 'settled_at', settled_at,
          'transaction', CASE WHEN transaction_id IS NULL THEN NULL ELSE json_build_object('id', transaction_id,
            'merchant_reference', merchant_reference, 'organisation', organisation_id) END)
          ORDER BY CASE category WHEN 'matched' THEN 1 ELSE 0 END, settled_at DESC, external_id, transaction_id)
        FROM page) AS lines,
      (SELECT count(*)::int FROM filtered) AS count`.execute(trx);
  const row = result.rows[0]!;
  return {
    processor_settlement: settlement.id,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    totals: row.totals ?? [],
    lines: row.lines ?? [],
    count: row.count,
  };
}
