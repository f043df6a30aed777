import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { deleteInBatches } from '../platform/db/delete-in-batches.js';
import { type JobQueue, workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';

/** Rows deleted per statement: short transactions that never hold the table for long. */
const BATCH = 5_000;

/**
 * Deletes audit trail items older than `months` before `now`, a batch per statement, oldest first.
 * Nothing else deletes them (the resource is read-only). Answers how many went.
 */
export async function deleteExpiredAuditItems(
  database: Database,
  months: number,
  now = new Date(),
): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  return deleteInBatches(database, 'audit_trail_items', 'created_at', cutoff, BATCH);
}

/** Works the retention queue and schedules it daily at 03:17 (pg-boss sends it once however many processes run). */
export async function startAuditRetention(
  jobs: JobQueue,
  database: Database,
  months: number,
  schedule: boolean,
) {
  await workOnSchedule(jobs, JOB_QUEUES.auditRetention.name, '17 3 * * *', schedule, () =>
    deleteExpiredAuditItems(database, months),
  );
}
