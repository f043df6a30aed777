import type pg from 'pg';
import PgBoss from 'pg-boss';

export const JOB_SCHEMA = 'pgboss';

/**
 * Every queue the server works, with its retry policy. They are created with the schema (under the
 * migration lock), so processes starting together never race to create one.
 */
export const JOB_QUEUES = {
  /** One outgoing mail; retried with back-off while the SMTP server is unreachable. */
  mailSend: { name: 'mail-send', retryLimit: 25, retryDelay: 5, retryBackoff: true },
  /** One event for one subscriber; retried with back-off while its handler fails. */
  eventDelivery: { name: 'event-delivery', retryLimit: 20, retryDelay: 5, retryBackoff: true },
  /**
   * One attempt of one webhook message. The retry schedule is the feature's own (each failed attempt
   * enqueues the next with its delay); pg-boss retries only a job whose handler threw, and a job whose
   * process died expires and runs again (the message's lease makes a second run wait or do nothing).
   */
  webhookDelivery: {
    name: 'webhook-delivery',
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /** A bulk replay of webhook messages by filter, in batches with its progress kept on its row. */
  webhookReplay: { name: 'webhook-replay', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  /**
   * The payment lifecycle (src/lifecycle), each run every minute: a failed run is not retried, the
   * next minute's run takes over what it left.
   */
  paymentCapture: { name: 'payment-capture', retryLimit: 0 },
  paymentSettlement: { name: 'payment-settlement', retryLimit: 0 },
  authorisationExpiry: { name: 'authorisation-expiry', retryLimit: 0 },
  refundProcessing: { name: 'refund-processing', retryLimit: 0 },
  disputeSimulation: { name: 'dispute-simulation', retryLimit: 0 },
  /** Deletes audit trail items past their retention, daily; a failed run is retried, then the next day's. */
  auditRetention: { name: 'audit-retention', retryLimit: 3, retryDelay: 60 },
  /** Deletes the hit counters of rulesets and routings no screen reads any more, daily. */
  decisionHitsRetention: { name: 'decision-hits-retention', retryLimit: 3, retryDelay: 60 },
  /** Payment and card-add links past their expiry become EXPIRED. */
  linkExpiry: { name: 'link-expiry', retryLimit: 0 },
  /**
   * Subscription billing (ADR 0014): every five minutes over every due charge, and on demand for one
   * subscription (its card given through the link). A failed run is not retried: the next takes over,
   * and a charge a dead run left in flight is tried again with the same payment id.
   */
  subscriptionBilling: { name: 'subscription-billing', retryLimit: 0 },
  /**
   * Reports (issue 17, ADR 0018). A report's generation: retried with back-off while the database
   * fails; a job whose process died expires and runs again from the start (its half file is deleted).
   */
  reportGeneration: {
    name: 'report-generation',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  /** Due schedules make their report, every minute; a failed run is left to the next minute's. */
  reportSchedules: { name: 'report-schedules', retryLimit: 0 },
  /** Deletes reports past their retention, daily. */
  reportRetention: { name: 'report-retention', retryLimit: 3, retryDelay: 60 },
  // Settlement (ADR 0015): a run is resumable, so a retried or expired job finishes it; the schedule
  // tick (every five minutes) starts due runs and completes due payouts, and the next tick retries.
  settlementRun: {
    name: 'settlement-run',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  settlementSchedule: { name: 'settlement-schedule', retryLimit: 0 },
  /** RFM scores of every scope (ADR 0017), every 15 minutes; a failed run is left to the next one. */
  customerScoring: { name: 'customer-scoring', retryLimit: 0 },
} as const satisfies Record<string, PgBoss.Queue>;

/**
 * Installs pg-boss's tables and our queues on the migration client. pg-boss would install itself on
 * start, but two processes starting at once can then both try to create its schema or the same queue
 * and fail (duplicate schema, deadlock on the queue partition).
 */
export async function installJobQueues(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ installed: string | null }>(
    `SELECT to_regclass('${JOB_SCHEMA}.version')::text AS installed`,
  );
  if (!rows[0]?.installed) await client.query(PgBoss.getConstructionPlans(JOB_SCHEMA));
  for (const { name, ...policy } of Object.values(JOB_QUEUES)) {
    // create_queue skips a queue that exists.
    await client.query(`SELECT ${JOB_SCHEMA}.create_queue($1, $2)`, [
      name,
      JSON.stringify({ policy: 'standard', ...policy }),
    ]);
  }
}
