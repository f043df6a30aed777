import { SETTLEMENT_LINE_KINDS, type SettlementRun } from '@psp/domain';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { writeLedgerEntries } from '../ledger/ledger.repository.js';
import type { Database } from '../platform/db/database.js';
import type { SettlementRunsTable } from '../platform/db/schema.generated.js';
import type { Executor } from '../platform/resource/executor.js';
import { oneOffDrafts } from './one-off-booking.js';

const DAY_MS = 86_400_000;
/** Profiles settled at once, each on its own connection (the embedded database has one). */
const SETTLING_CONNECTIONS = 2;
/** Ledger kinds that become settlement lines: those that move the merchant's available balance. */
const LINE_KINDS = SETTLEMENT_LINE_KINDS.filter((kind) => kind !== 'CARRIED_OVER');

interface ProfileToSettle {
  id: string;
  organisation_id: string;
  currency_code: string;
  bank_account_id: string;
  delay_days: number;
  minimum_payout: number;
}

export interface SettledProfile {
  settlement: string | null;
  status: 'PENDING' | 'CARRIED_OVER' | 'NOTHING' | 'DONE_BEFORE';
}

/** The next business day after a moment (a payout sent today arrives then), as a date. */
export function payoutDateAfter(moment: Date): string {
  const date = new Date(
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()) + DAY_MS,
  );
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Releases the merchant's reserve holds due by the cutoff, once each (the release's key names its hold). */
async function releaseDueReserves(trx: Executor, profile: ProfileToSettle, cutoff: string): Promise<void> {
  await sql`
    WITH due AS (
      SELECT h.id, h.amount, h.transaction_id, h.processor_id, h.payment_product, h.release_at,
             gen_random_uuid() AS release_id
        FROM ledger_entries h
       WHERE h.organisation_id = ${profile.organisation_id} AND h.currency_code = ${profile.currency_code}
         AND h.kind = 'RESERVE_HOLD' AND h.release_at <= ${cutoff}
         AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = 'ledgerentry:' || h.id || ':RESERVE_RELEASE')),
    entries AS (
      INSERT INTO ledger_entries (id, organisation_id, currency_code, kind, amount, source_type, source_id,
                                  transaction_id, processor_id, payment_product, idempotency_key, effective_at)
      SELECT release_id, ${profile.organisation_id}, ${profile.currency_code}, 'RESERVE_RELEASE', amount,
             'ledgerentry', id, transaction_id, processor_id, payment_product,
             'ledgerentry:' || id || ':RESERVE_RELEASE', release_at
        FROM due
      RETURNING id)
    INSERT INTO ledger_postings (entry_id, organisation_id, account, holder_id, amount, currency_code, effective_at)
    SELECT d.release_id, ${profile.organisation_id}, p.account, ${profile.organisation_id}, p.amount,
           ${profile.currency_code}, d.release_at
      FROM due d JOIN entries e ON e.id = d.release_id
     CROSS JOIN (VALUES ('merchant_reserve', 1), ('merchant_available', -1)) AS side(account, sign)
     CROSS JOIN LATERAL (SELECT side.account, side.sign * d.amount AS amount) p`.execute(trx);
}

/** Books the merchant's pending one-offs due by the cutoff. */
async function bookDueOneOffs(trx: Executor, profile: ProfileToSettle, cutoff: string): Promise<void> {
  const due = await trx
    .selectFrom('one_offs')
    .selectAll()
    .where('organisation_id', '=', profile.organisation_id)
    .where('currency_code', '=', profile.currency_code)
    .where('status', '=', 'PENDING')
    .where('effective_at', '<=', cutoff)
    .forUpdate()
    .execute();
  if (due.length === 0) return;
  const drafts = oneOffDrafts(due);
  await writeLedgerEntries(trx, drafts);
  await sql`
    UPDATE one_offs o SET status = 'BOOKED', updated_at = now(), ledger_entry_id = e.id
      FROM ledger_entries e
     WHERE o.id = ANY(${due.map((row) => row.id)}::uuid[]) AND e.idempotency_key = 'oneoff:' || o.id || ':ONE_OFF'`.execute(
    trx,
  );
}

/**
 * Settles one merchant's currency for a run, in one transaction (ADR 0015): books its due one-offs and
 * reserve releases, gathers every ledger entry that moved its available balance up to the cutoff less
 * the profile's delay and no settlement holds yet, plus the amount of its last carried-over settlement,
 * into a settlement with a line each; pays the net out to the profile's bank account (a PAYOUT entry and
 * a payout) or carries it over when below the minimum or negative. The profile row is locked, the
 * settlement is unique per run and the lines per entry: a second run, a rerun of the same run or one
 * after a kill -9 settles nothing twice.
 */
export async function settleProfile(
  trx: Executor,
  run: { id: string; cutoff: string },
  profileId: string,
): Promise<SettledProfile> {
  const profile = await trx
    .selectFrom('settlement_profiles')
    .select(['id', 'organisation_id', 'currency_code', 'bank_account_id', 'delay_days', 'minimum_payout'])
    .where('id', '=', profileId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const done = await trx
    .selectFrom('settlements')
    .select('id')
    .where('settlement_run_id', '=', run.id)
    .where('organisation_id', '=', profile.organisation_id)
    .where('currency_code', '=', profile.currency_code)
    .executeTakeFirst();
  if (done) return { settlement: done.id, status: 'DONE_BEFORE' };

  const cutoff = new Date(Date.parse(run.cutoff) - profile.delay_days * DAY_MS).toISOString();
  await bookDueOneOffs(trx, profile, cutoff);
  await releaseDueReserves(trx, profile, cutoff);

  const previous = await trx
    .selectFrom('settlements')
    .select(['id', 'period_end'])
    .where('organisation_id', '=', profile.organisation_id)
    .where('currency_code', '=', profile.currency_code)
    .where('settlement_run_id', 'is not', null)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  const paymentProfile = await trx
    .selectFrom('payment_profiles')
    .select('id')
    .where('organisation_id', '=', profile.organisation_id)
    .where('currency_code', '=', profile.currency_code)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  const settlement = await trx
    .insertInto('settlements')
    .values({
      organisation_id: profile.organisation_id,
      payment_profile_id: paymentProfile?.id ?? null,
      settlement_profile_id: profile.id,
      settlement_run_id: run.id,
      bank_account_id: profile.bank_account_id,
      amount: 0,
      currency_code: profile.currency_code,
      status: 'PENDING',
      period_start: previous?.period_end ?? cutoff,
      period_end: cutoff,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Driven by the merchant's available-balance postings (their balance index), one line per entry; an
  // entry a line already explains is skipped by the line's unique key.
  const moved = await sql`
      INSERT INTO settlement_lines (settlement_id, organisation_id, kind, ledger_entry_id, transaction_id, amount,
                                    currency_code, effective_at)
      SELECT ${settlement.id}, e.organisation_id, e.kind, e.id, e.transaction_id, -p.amount, e.currency_code,
             e.effective_at
        FROM ledger_postings p
        JOIN ledger_entries e ON e.id = p.entry_id
       WHERE p.organisation_id = ${profile.organisation_id} AND p.account = 'merchant_available'
         AND p.currency_code = ${profile.currency_code} AND p.effective_at <= ${cutoff}
         AND e.organisation_id = ${profile.organisation_id} AND e.kind = ANY(${LINE_KINDS}::text[])
      ON CONFLICT (ledger_entry_id) DO NOTHING`.execute(trx);
  // Nothing moved: no settlement (an amount carried over waits for the next one that has news).
  if (Number(moved.numAffectedRows ?? 0) === 0) {
    await trx.deleteFrom('settlements').where('id', '=', settlement.id).execute();
    return { settlement: null, status: 'NOTHING' };
  }
  await sql`
      INSERT INTO settlement_lines (settlement_id, organisation_id, kind, carried_settlement_id, amount,
                                    currency_code, effective_at)
      SELECT ${settlement.id}, s.organisation_id, 'CARRIED_OVER', s.id, s.amount, s.currency_code, s.period_end
        FROM settlements s
       WHERE s.organisation_id = ${profile.organisation_id} AND s.currency_code = ${profile.currency_code}
         AND s.status = 'CARRIED_OVER' AND s.id <> ${settlement.id}
         AND NOT EXISTS (SELECT 1 FROM settlement_lines l WHERE l.carried_settlement_id = s.id)`.execute(trx);

  const totals = await sql<{
    lines: string;
    net: string | null;
    gross: string | null;
    fees: string | null;
    refunds: string | null;
    chargebacks: string | null;
    reserve: string | null;
    one_offs: string | null;
    carried: string | null;
    first: string | null;
  }>`
      SELECT count(*) AS lines, sum(amount) AS net,
             sum(amount) FILTER (WHERE kind = 'PAYMENT') AS gross,
             sum(amount) FILTER (WHERE kind IN ('FEE', 'REFUND_FEE', 'CHARGEBACK_FEE')) AS fees,
             sum(amount) FILTER (WHERE kind = 'REFUND') AS refunds,
             sum(amount) FILTER (WHERE kind = 'CHARGEBACK') AS chargebacks,
             sum(amount) FILTER (WHERE kind IN ('RESERVE_HOLD', 'RESERVE_RELEASE')) AS reserve,
             sum(amount) FILTER (WHERE kind = 'ONE_OFF') AS one_offs,
             sum(amount) FILTER (WHERE kind = 'CARRIED_OVER') AS carried,
             min(effective_at) AS first
        FROM settlement_lines WHERE settlement_id = ${settlement.id}`.execute(trx);
  const total = totals.rows[0]!;
  const net = Number(total.net ?? 0);
  const paid = net > 0 && net >= Number(profile.minimum_payout);
  const reference = `STL-${settlement.id.slice(0, 8).toUpperCase()}`;
  const payoutDate = paid ? payoutDateAfter(new Date(run.cutoff)) : null;
  await trx
    .updateTable('settlements')
    .set({
      amount: net,
      status: paid ? 'PENDING' : 'CARRIED_OVER',
      reference,
      gross_amount: Number(total.gross ?? 0),
      fee_amount: Number(total.fees ?? 0),
      refund_amount: Number(total.refunds ?? 0),
      chargeback_amount: Number(total.chargebacks ?? 0),
      reserve_amount: Number(total.reserve ?? 0),
      one_off_amount: Number(total.one_offs ?? 0),
      carried_over_amount: Number(total.carried ?? 0),
      line_count: Number(total.lines),
      payout_date: payoutDate,
      period_start: previous?.period_end ?? total.first ?? cutoff,
    })
    .where('id', '=', settlement.id)
    .execute();
  if (paid) {
    const merchant = profile.organisation_id;
    await writeLedgerEntries(trx, [
      {
        organisation: merchant,
        currency_code: profile.currency_code,
        kind: 'PAYOUT',
        source_type: 'payout',
        source_id: settlement.id,
        transaction: null,
        description: reference,
        idempotency_key: `payout:${settlement.id}:PAYOUT`,
        effective_at: cutoff,
        postings: [
          { account: 'merchant_available', holder_id: merchant, amount: net },
          { account: 'payouts_in_transit', holder_id: merchant, amount: -net },
        ],
      },
    ]);
    await sql`
        INSERT INTO payouts (organisation_id, settlement_id, bank_account_id, amount, currency_code, reference,
                             ledger_entry_id, expected_at)
        SELECT ${merchant}, ${settlement.id}, ${profile.bank_account_id}, ${net}, ${profile.currency_code},
               ${reference}, e.id, ${payoutDate}::date
          FROM ledger_entries e WHERE e.idempotency_key = ${`payout:${settlement.id}:PAYOUT`}`.execute(trx);
  }
  await linkSettledRecords(trx, settlement.id, profile.organisation_id);
  return { settlement: settlement.id, status: paid ? 'PENDING' : 'CARRIED_OVER' };
}

/**
 * The merchant's refunds and chargebacks not linked yet name the settlement whose line explains their
 * entry (their `settlement`), found by the entry's key. A payment's is read from its line
 * (transactionResource): one UPDATE of every settled payment was most of a run.
 */
async function linkSettledRecords(trx: Executor, settlement: string, merchant: string): Promise<void> {
  for (const [table, source, kind] of [
    ['refunds', 'refund', 'REFUND'],
    ['chargebacks', 'chargeback', 'CHARGEBACK'],
  ] as const) {
    await sql`
      UPDATE ${sql.table(table)} r SET settlement_id = l.settlement_id
        FROM ledger_entries e JOIN settlement_lines l ON l.ledger_entry_id = e.id
       WHERE r.organisation_id = ${merchant} AND r.settlement_id IS NULL
         AND e.idempotency_key = ${`${source}:`} || r.id || ${`:${kind}`}
         AND l.settlement_id = ${settlement}`.execute(trx);
  }
}

/** The active profiles a run settles: those on its schedule, or, on demand, those in its organisation's subtree. */
export async function profilesOf(
  db: Executor,
  run: { organisation_id: string; settlement_schedule_id: string | null },
): Promise<string[]> {
  const { rows } = run.settlement_schedule_id
    ? await sql<{ id: string }>`
        SELECT id FROM settlement_profiles WHERE active AND settlement_schedule_id = ${run.settlement_schedule_id}
         ORDER BY organisation_id, currency_code`.execute(db)
    : await sql<{ id: string }>`
        WITH RECURSIVE tree AS (
          SELECT id FROM organisations WHERE id = ${run.organisation_id}
          UNION ALL SELECT o.id FROM organisations o JOIN tree ON o.parent_id = tree.id)
        SELECT p.id FROM settlement_profiles p JOIN tree ON tree.id = p.organisation_id
         WHERE p.active ORDER BY p.organisation_id, p.currency_code`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Executes a run: each profile in its own transaction, SETTLING_CONNECTIONS at a time (profiles are
 * independent), then the run is COMPLETED. Safe to call again
 * for the same run, in the same or another process, at once or after a crash: finished profiles are
 * skipped, a profile being settled elsewhere is waited for.
 */
export async function executeSettlementRun(database: Database, runId: string): Promise<number> {
  const run = await database.db
    .selectFrom('settlement_runs')
    .select(['id', 'cutoff', 'organisation_id', 'settlement_schedule_id', 'status'])
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!run || run.status === 'COMPLETED') return 0;
  const profiles = await profilesOf(database.db, run);
  const settleNext = async () => {
    for (let profile = profiles.shift(); profile; profile = profiles.shift()) {
      await database.db
        .transaction()
        .execute((trx) => settleProfile(trx, { id: run.id, cutoff: run.cutoff }, profile));
    }
  };
  await Promise.all(Array.from({ length: database.embedded ? 1 : SETTLING_CONNECTIONS }, settleNext));
  return finishRun(database.db, run.id);
}

/** Marks a run COMPLETED with the number of its settlements. */
export async function finishRun(executor: Executor, runId: string): Promise<number> {
  const { count } = await executor
    .selectFrom('settlements')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('settlement_run_id', '=', runId)
    .executeTakeFirstOrThrow();
  await executor
    .updateTable('settlement_runs')
    .set({ status: 'COMPLETED', finished_at: sql`now()`, settlements_count: Number(count) })
    .where('id', '=', runId)
    .execute();
  return Number(count);
}

/** A run as the API answers it. */
export function settlementRunOf(row: Selectable<SettlementRunsTable>): SettlementRun {
  const iso = (value: string | Date) => new Date(value).toISOString();
  return {
    id: row.id,
    created_at: iso(row.created_at),
    organisation: row.organisation_id,
    settlement_schedule: row.settlement_schedule_id,
    trigger: row.trigger as SettlementRun['trigger'],
    status: row.status as SettlementRun['status'],
    cutoff: iso(row.cutoff),
    settlements_count: row.settlements_count,
    started_at: iso(row.started_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}
