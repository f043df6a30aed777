import type pg from 'pg';
import { withClientTransaction } from '../platform/db/client-transaction.js';
import type { Database } from '../platform/db/database.js';
import { type JobQueue, workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { SqlClient } from './statistics-rollups.js';

/** How often the RFM scores are recomputed (ADR 0017): the RFM screen is at most this old. */
export const CUSTOMER_SCORING_CRON = '*/15 * * * *';

/**
 * Scores every customer of every scope again (ADR 0017, RFM scoring): per scope (each organisation's
 * subtree, and every organisation for the provider) and currency, recency, frequency and monetary value
 * are quintiles (`ntile(5)`) among the scope's customers of `customer_rollups`, ties broken by customer
 * id so a score is reproducible; the table keeps how many customers have each score triple. Replaces the
 * previous run's rows in the caller's transaction (locked, so two runs never interleave).
 */
export async function scoreCustomers(client: SqlClient): Promise<void> {
  await client.query('LOCK TABLE customer_rfm_scores IN EXCLUSIVE MODE');
  await client.query('DELETE FROM customer_rfm_scores');
  await client.query(`
    WITH RECURSIVE ancestors (scope_id, organisation_id) AS (
      SELECT id, id FROM organisations
      UNION
      SELECT o.parent_id, a.organisation_id FROM ancestors a JOIN organisations o ON o.id = a.scope_id
      WHERE o.parent_id IS NOT NULL
    ),
    scopes AS (
      SELECT scope_id, organisation_id FROM ancestors
      UNION
      SELECT p.id, o.id FROM organisations p CROSS JOIN organisations o WHERE p.kind = 'provider'
    )
    INSERT INTO customer_rfm_scores (scope_id, currency_code, recency, frequency, monetary, customers, scored_at)
    SELECT scope_id, currency_code, r, f, m, count(*), now() FROM (
      SELECT s.scope_id, c.currency_code,
        ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.last_payment_at, c.customer_id) AS r,
        ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.count, c.customer_id) AS f,
        ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.amount, c.customer_id) AS m
      FROM customer_rollups c JOIN scopes s ON s.organisation_id = c.organisation_id) AS scored
    GROUP BY 1, 2, 3, 4, 5`);
}

/** Scores the customers in a transaction of its own (the job; tests). */
export async function scoreCustomersNow(pool: pg.Pool): Promise<void> {
  await withClientTransaction(pool, scoreCustomers);
}

/** Works the scoring queue and schedules it every 15 minutes (once per tick however many processes run). */
export async function startCustomerScoring(jobs: JobQueue, database: Database, schedule: boolean) {
  await workOnSchedule(jobs, JOB_QUEUES.customerScoring.name, CUSTOMER_SCORING_CRON, schedule, () =>
    scoreCustomersNow(database.pool),
  );
}
