import type { WebhookReplayFilter } from '@psp/domain';
import { type Kysely, sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import { userIdOf } from '../platform/auth/actor.js';
import type { Database } from '../platform/db/database.js';
import type { DB } from '../platform/db/schema.generated.js';
import { bossDb, type JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Executor } from '../platform/resource/executor.js';
import { enqueueAttempts } from './webhook-messages.js';

/** Messages a replay job sends again per transaction; its progress moves by this much. */
const REPLAY_BATCH = 100;

function matching(
  executor: Executor | Kysely<DB>,
  filter: WebhookReplayFilter,
  scope: readonly string[] | null,
) {
  let query = executor
    .selectFrom('webhooks')
    .where('created_at', '>=', filter.created_from)
    .where('created_at', '<=', filter.created_to);
  if (scope)
    query = query.where(
      'organisation_id',
      'in',
      scope.length ? scope : ['00000000-0000-0000-0000-000000000000'],
    );
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** Starts a bulk replay of the messages in the actor's scope that match; its progress row. */
export async function startReplay(
  database: Database,
  jobs: JobQueue,
  actor: Actor,
  filter: WebhookReplayFilter,
) {
  return database.db.transaction().execute(async (trx) => {
    const { total } = await matching(trx, filter, actor.scope)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const replay = await trx
      .insertInto('webhook_replays')
      .values({
        organisation_id: actor.scopeRoot,
        filter: JSON.stringify(filter),
        scope: actor.scope,
        total: Number(total),
        created_by: userIdOf(actor),
        finished_at: Number(total) === 0 ? sql`now()` : null,
      })
      .returning(['id', 'total', 'done', 'finished_at'])
      .executeTakeFirstOrThrow();
    if (replay.total > 0) {
      await jobs.boss.send(JOB_QUEUES.webhookReplay.name, { replay_id: replay.id }, { db: bossDb(trx) });
    }
    return replay;
  });
}

/** Works replay jobs: batch after batch, each in one transaction with its progress. */
export async function startReplayWorker(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.work<{ replay_id: string }>(JOB_QUEUES.webhookReplay.name, async ([job]) => {
    if (job) await runReplay(database, jobs, job.data.replay_id);
  });
}

export async function runReplay(database: Database, jobs: JobQueue, replayId: string): Promise<void> {
  for (;;) {
    const finished = await database.db.transaction().execute(async (trx) => {
      const replay = await trx
        .selectFrom('webhook_replays')
        .selectAll()
        .where('id', '=', replayId)
        .forUpdate()
        .executeTakeFirst();
      if (!replay || replay.finished_at) return true;
      let batch = matching(trx, replay.filter as WebhookReplayFilter, replay.scope)
        .select('id')
        .orderBy('id')
        .limit(REPLAY_BATCH);
      if (replay.last_id) batch = batch.where('id', '>', replay.last_id);
      const ids = (await batch.execute()).map((row) => row.id);
      if (ids.length > 0) {
        await trx
          .updateTable('webhooks')
          .set({ state: 'pending', retry_step: 0, next_attempt_at: sql`now()`, lease_until: null })
          .where('id', 'in', ids)
          .execute();
        await enqueueAttempts(trx, jobs, ids);
      }
      const last = ids.length < REPLAY_BATCH;
      await trx
        .updateTable('webhook_replays')
        .set({
          done: Math.min(replay.total, replay.done + ids.length),
          last_id: ids.at(-1) ?? replay.last_id,
          ...(last ? { done: replay.total, finished_at: sql`now()` } : {}),
        })
        .where('id', '=', replayId)
        .execute();
      return last;
    });
    if (finished) return;
  }
}
