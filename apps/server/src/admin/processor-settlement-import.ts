import { CompiledQuery } from 'kysely';
import type { EventHandler } from '../platform/events/event-bus.js';
import type { Executor } from '../platform/resource/executor.js';

/** Statuses of a settled payment: what a processor's settlement report lists. */
export const SETTLED_STATUSES = ['SETTLEMENT_COMPLETED', 'SETTLEMENT_EXTERNALLY', 'SETTLED', 'PAID'] as const;
const settled = SETTLED_STATUSES.map((status) => `'${status}'`).join(', ');

/** The simulated processors' fee on a settled payment: 1.2 % plus 10 minor units, rounded half up. */
export const SIMULATED_FEE_SQL = (amount: string) => `(round(${amount} * 0.012) + 10)::bigint`;

/**
 * One run of a processor settlement's import ($1: its id; $2: up to when, now when null), in one statement: the simulated processor's
 * report of what it settled since `last` (first run: the last 30 days) up to now is stored record by
 * record, each matched to our settled payment by its external id, and the processor settlement's `last`
 * and `last_run` move to now. A record already imported (a second run over the same span, a job retried)
 * is skipped by its unique (processor settlement, external id).
 *
 * The simulated report is what the demo processors would send, with the mistakes real reports have,
 * picked by a hash of the payment so every run reports the same: about 1 payment in 50 is left out
 * (missing on the processor's side), 1 in 40 is reported for a smaller amount (amount difference), and
 * 1 in 80 brings a record of a payment we never saw (missing on our side).
 */
export const IMPORT_SQL = `
WITH ps AS (
  SELECT id, organisation_id, processor_id, coalesce($2::timestamptz, now()) AS until,
    coalesce(last, coalesce($2::timestamptz, now()) - interval '30 days') AS since
  FROM processor_settlements WHERE id = $1 AND processor_id IS NOT NULL
  FOR UPDATE
), settled AS (
  SELECT t.id, coalesce(t.processor_id_external, t.id::text) AS external_id,
    CASE WHEN t.captured_amount > 0 THEN t.captured_amount ELSE t.amount END AS amount,
    t.currency_code, t.updated_at AS settled_at,
    ('x' || substr(md5(t.id::text), 1, 7))::bit(28)::int AS h
  FROM ps JOIN transactions t ON t.processor_id = ps.processor_id
  WHERE t.status IN (${settled}) AND t.updated_at > ps.since AND t.updated_at <= ps.until
), report AS (
  SELECT external_id, CASE WHEN h % 40 = 1 THEN greatest(amount - (h % 500 + 1), 0) ELSE amount END AS amount,
    currency_code, settled_at
  FROM settled WHERE h % 50 <> 0
  UNION ALL
  SELECT 'SR-' || substr(md5(external_id || ':unknown'), 1, 16), amount, currency_code, settled_at
  FROM settled WHERE h % 80 = 3
), inserted AS (
  INSERT INTO processor_settlement_records
    (organisation_id, processor_settlement_id, external_id, transaction_id, amount, currency_code, fee, settled_at)
  SELECT ps.organisation_id, ps.id, r.external_id, s.id, r.amount, r.currency_code, ${SIMULATED_FEE_SQL('r.amount')},
    r.settled_at
  FROM ps CROSS JOIN report r LEFT JOIN settled s ON s.external_id = r.external_id
  ON CONFLICT (processor_settlement_id, external_id) DO NOTHING
  RETURNING 1
), moved AS (
  UPDATE processor_settlements p SET last = ps.until, last_run = now(), updated_at = now()
  FROM ps WHERE p.id = ps.id
  RETURNING p.id
)
SELECT (SELECT count(*) FROM inserted)::int AS imported, (SELECT count(*) FROM moved)::int AS runs`;

/** Runs the import of one processor settlement in the caller's transaction; how many records it stored. */
export async function runProcessorSettlementImport(trx: Executor, id: string): Promise<number> {
  const { rows } = await trx.executeQuery<{ imported: number }>(CompiledQuery.raw(IMPORT_SQL, [id, null]));
  return rows[0]?.imported ?? 0;
}

/**
 * A settlement update with `update_last_run` runs its processor settlement's import (001 §4): as an
 * event subscriber it is a durable, retried job, done once per update.
 */
export const importAfterSettlementUpdate: EventHandler<'settlementupdate.created'> = async (
  event,
  { trx },
) => {
  const update = event.after as { processor_settlement: string; update_last_run: boolean } | null;
  if (update?.update_last_run) await runProcessorSettlementImport(trx, update.processor_settlement);
};
