import type { DecisionHits, DecisionTrace, RecordedEvent } from '@psp/domain';
import { sql } from 'kysely';
import { type Actor, scopeFilter } from '../platform/auth/actor.js';
import type { DeliveryContext } from '../platform/events/event-bus.js';
import { type JobQueue, workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Executor } from '../platform/resource/executor.js';
import { VERSION_STORES, type VersionedResource } from './decision-versions.js';

/**
 * Counts, per hour and per day, the payments each ruleset matched and each routing routed (`decision_hits`),
 * from the decision traces of a batch of `transaction.created` events: one upsert adds up the batch. Runs
 * once per event (the event bus's delivery rows), out of the payments' transactions: a payment's write
 * only enqueues the delivery.
 */
export async function countDecisionHits(
  events: RecordedEvent<'transaction.created'>[],
  { trx }: DeliveryContext,
): Promise<void> {
  const hits = events.flatMap((event) => {
    const decision = event.after?.decision as DecisionTrace | null | undefined;
    if (!decision || !event.organisation) return [];
    const of = (id: string, subject: VersionedResource) => ({
      id,
      subject,
      organisation: event.organisation!,
      at: event.created_at,
    });
    return [
      ...decision.rulesets
        .filter((trace) => trace.matched)
        .map((trace) => of(trace.ruleset, 'validationruleset')),
      ...(decision.routing?.routing ? [of(decision.routing.routing, 'routing')] : []),
    ];
  });
  if (hits.length === 0) return;
  await sql`
    INSERT INTO decision_hits (subject_id, bucket, start, organisation_id, subject, count)
    SELECT hit.id, bucket, date_trunc(bucket, hit.at), hit.organisation, hit.subject, count(*)
    FROM unnest(${hits.map((hit) => hit.id)}::uuid[], ${hits.map((hit) => hit.subject)}::text[],
      ${hits.map((hit) => hit.organisation)}::uuid[], ${hits.map((hit) => hit.at)}::timestamptz[])
      AS hit(id, subject, organisation, at)
    CROSS JOIN (VALUES ('hour'), ('day')) AS buckets(bucket)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (subject_id, bucket, start) DO UPDATE SET count = decision_hits.count + EXCLUDED.count`.execute(
    trx,
  );
}

/**
 * Deletes the counters no answer reads any more: hourly ones older than two days, daily ones older than
 * 31 (what `decisionHits` reads, with a day's margin for time zones and a late job). Answers how many went.
 */
export async function pruneDecisionHits(executor: Executor, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await sql`
    DELETE FROM decision_hits
    WHERE (bucket = 'hour' AND start < date_trunc('hour', ${at}::timestamptz) - interval '2 days')
       OR (bucket = 'day' AND start < date_trunc('day', ${at}::timestamptz) - interval '31 days')`.execute(
    executor,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** Works the hit counters' retention queue, daily at 03:23 unless switched off. */
export async function startDecisionHitsRetention(jobs: JobQueue, executor: Executor, schedule: boolean) {
  await workOnSchedule(jobs, JOB_QUEUES.decisionHitsRetention.name, '23 3 * * *', schedule, () =>
    pruneDecisionHits(executor),
  );
}

/**
 * Per ruleset or routing in the caller's scope, the payments it matched or routed in the last 24 hours
 * (this hour and the 23 before) and 30 days (today and the 29 before): at most 54 counters each,
 * whatever the payment volume.
 */
export async function decisionHits(
  executor: Executor,
  actor: Actor,
  resource: VersionedResource,
): Promise<DecisionHits[]> {
  const { table } = VERSION_STORES[resource];
  // Per record at most 24 hourly and 30 daily counters, read by the key (subject, bucket, start).
  const { rows } = await sql<DecisionHits>`
    SELECT t.id, coalesce(h.last_24h, 0)::int AS last_24h, coalesce(h.last_30d, 0)::int AS last_30d
    FROM ${sql.table(table)} AS t
    CROSS JOIN LATERAL (
      SELECT
        sum(count) FILTER (WHERE bucket = 'hour' AND start >= date_trunc('hour', now()) - interval '23 hours')
          AS last_24h,
        sum(count) FILTER (WHERE bucket = 'day') AS last_30d
      FROM decision_hits
      WHERE subject_id = t.id
        AND ((bucket = 'hour' AND start >= date_trunc('hour', now()) - interval '23 hours')
          OR (bucket = 'day' AND start >= date_trunc('day', now()) - interval '29 days'))
    ) AS h
    WHERE ${scopeFilter(actor, 't.organisation_id')}
    ORDER BY t.id`.execute(executor);
  return rows;
}
