import { nextSettlementRun, type SettlementFrequency } from '@psp/domain';
import { sql } from 'kysely';
import { writeLedgerEntries } from '../ledger/ledger.repository.js';
import type { Database } from '../platform/db/database.js';
import { bossDb, type JobQueue, workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Executor } from '../platform/resource/executor.js';
import { executeSettlementRun } from './settlement-run.js';

/**
 * Starts a run (with its job, in the caller's transaction); a schedule's run for a cutoff exists once. A
 * run someone starts from a schedule (`manual`) is kept in that schedule's history as MANUAL.
 */
export async function startSettlementRun(
  trx: Executor,
  jobs: JobQueue,
  run: { organisation: string; schedule: string | null; cutoff: string; manual?: boolean },
): Promise<{ id: string; created: boolean }> {
  const trigger = run.schedule && !run.manual ? 'SCHEDULE' : 'MANUAL';
  const inserted = await sql<{ id: string }>`
    INSERT INTO settlement_runs (organisation_id, settlement_schedule_id, trigger, cutoff)
    VALUES (${run.organisation}, ${run.schedule}, ${trigger}, ${run.cutoff})
    ON CONFLICT (settlement_schedule_id, cutoff) WHERE settlement_schedule_id IS NOT NULL DO NOTHING
    RETURNING id`.execute(trx);
  const id = inserted.rows[0]?.id;
  if (!id) {
    const existing = await trx
      .selectFrom('settlement_runs')
      .select('id')
      .where('settlement_schedule_id', '=', run.schedule)
      .where('cutoff', '=', run.cutoff)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }
  await jobs.boss.send(JOB_QUEUES.settlementRun.name, { run_id: id }, { db: bossDb(trx) });
  return { id, created: true };
}

/** Starts the runs of the schedules that are due, each for the moment it was due, and moves them on. */
export async function startDueSchedules(
  database: Database,
  jobs: JobQueue,
  now = new Date(),
): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('settlement_schedules')
      .selectAll()
      .where('active', '=', true)
      .where('next_run_at', '<=', now.toISOString())
      .forUpdate()
      .skipLocked()
      .execute();
    for (const schedule of due) {
      await startSettlementRun(trx, jobs, {
        organisation: schedule.organisation_id,
        schedule: schedule.id,
        cutoff: schedule.next_run_at!,
      });
      await trx
        .updateTable('settlement_schedules')
        .set({
          last_run_at: schedule.next_run_at,
          next_run_at: nextSettlementRun(
            { ...schedule, frequency: schedule.frequency as SettlementFrequency },
            now,
          ).toISOString(),
        })
        .where('id', '=', schedule.id)
        .execute();
    }
    return due.length;
  });
}

/** A payout the bank confirmed, as {@link markPayoutsPaid} books it. */
export interface PaidPayout {
  id: string;
  organisation_id: string;
  settlement_id: string;
  amount: string | number;
  currency_code: string;
  reference: string;
  /** When the money left the PSP's bank account. */
  paid_at: string;
}

/**
 * Payouts the bank confirmed: each becomes PAID with a PAYOUT_PAID entry (in transit → the PSP's bank,
 * once per payout by its key), and its settlement PAID_OUT. The caller holds the payouts' row locks.
 */
export async function markPayoutsPaid(trx: Executor, paid: readonly PaidPayout[]): Promise<void> {
  if (paid.length === 0) return;
  await writeLedgerEntries(
    trx,
    paid.map((payout) => ({
      organisation: payout.organisation_id,
      currency_code: payout.currency_code,
      kind: 'PAYOUT_PAID' as const,
      source_type: 'payout' as const,
      source_id: payout.id,
      transaction: null,
      description: payout.reference,
      idempotency_key: `payout:${payout.id}:PAYOUT_PAID`,
      effective_at: payout.paid_at,
      postings: [
        {
          account: 'payouts_in_transit' as const,
          holder_id: payout.organisation_id,
          amount: Number(payout.amount),
        },
        { account: 'psp_bank' as const, holder_id: null, amount: -Number(payout.amount) },
      ],
    })),
  );
  await trx
    .updateTable('payouts')
    .set({ status: 'PAID', paid_at: sql`now()`, updated_at: sql`now()` })
    .where(
      'id',
      'in',
      paid.map((payout) => payout.id),
    )
    .execute();
  await trx
    .updateTable('settlements')
    .set({ status: 'PAID_OUT', paid_out_at: sql`now()` })
    .where(
      'id',
      'in',
      paid.map((payout) => payout.settlement_id),
    )
    .execute();
}

/**
 * The simulated bank confirms payouts on their expected date (the demo): each becomes PAID. Payouts of
 * a provider with the host2host module are left to the bank's status reports (ADR 0019).
 */
export async function completeDuePayouts(trx: Executor, today = new Date()): Promise<number> {
  const due = await trx
    .selectFrom('payouts')
    .select(['id', 'organisation_id', 'settlement_id', 'amount', 'currency_code', 'reference', 'expected_at'])
    .where('status', '=', 'IN_TRANSIT')
    .where('expected_at', '<=', today.toISOString().slice(0, 10))
    .where(sql<boolean>`NOT EXISTS ${providerWithHost2Host}`)
    .orderBy('expected_at')
    .limit(1000)
    .forUpdate()
    .skipLocked()
    .execute();
  await markPayoutsPaid(
    trx,
    due.map((payout) => ({ ...payout, paid_at: new Date(payout.expected_at).toISOString() })),
  );
  return due.length;
}

/** The provider above a payout's merchant has the host2host module: its bank reports what was paid. */
const providerWithHost2Host = sql`(
  WITH RECURSIVE up AS (
    SELECT o.id, o.parent_id, o.kind, o.modules FROM organisations o WHERE o.id = payouts.organisation_id
    UNION ALL SELECT o.id, o.parent_id, o.kind, o.modules FROM organisations o JOIN up ON o.id = up.parent_id)
  SELECT 1 FROM up WHERE up.kind = 'provider' AND 'host2host' = ANY(up.modules))`;

/**
 * Works the settlement queues: a run job executes its run (resumable, so a retry or a second process
 * is harmless); every five minutes due schedules start their runs and due payouts complete. On start,
 * runs a dead process left RUNNING are sent again.
 */
export async function startSettlementJobs(
  database: Database,
  jobs: JobQueue,
  schedule: boolean,
): Promise<void> {
  await jobs.boss.work<{ run_id: string }>(JOB_QUEUES.settlementRun.name, async ([job]) => {
    if (job) await executeSettlementRun(database, job.data.run_id);
  });
  await workOnSchedule(jobs, JOB_QUEUES.settlementSchedule.name, '*/5 * * * *', schedule, async () => {
    await startDueSchedules(database, jobs);
    await database.db.transaction().execute((trx) => completeDuePayouts(trx));
  });
  // A run a dead process left RUNNING is sent again (safe even if another process still works it).
  const unfinished = await database.db
    .selectFrom('settlement_runs')
    .select('id')
    .where('status', '=', 'RUNNING')
    .execute();
  for (const run of unfinished) {
    await jobs.boss.send(JOB_QUEUES.settlementRun.name, { run_id: run.id }, { singletonKey: run.id });
  }
}
