import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { Executor } from '../resource/executor.js';

export interface JobQueue {
  boss: PgBoss;
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's own pool, so the embedded server and a real PostgreSQL run the same
 * durable queue: jobs survive restarts, are retried, and any server process may work them.
 */
export async function startJobQueue(database: Database, logger: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: {
      // After stop, a worker that was still busy may yet report its job (pg-boss does not await that
      // call): it gets an empty answer instead of a pool that has ended: no rows, or for the commands
      // that count the jobs they changed (complete, fail) a count of 0. The job stays active and is
      // retried after it expires; every job is safe to repeat.
      executeSql: (text: string, values?: unknown[]) =>
        stopped
          ? Promise.resolve({ rows: /SELECT COUNT\(\*\)/i.test(text) ? [{ count: '0' }] : [] })
          : database.pool.query(text, values),
    },
    schema: 'pgboss',
  });
  let running = false;
  let stopped = false;
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  return {
    boss,
    running: () => running,
    async stop() {
      if (!running) return;
      running = false;
      // Finishes the jobs in hand before returning.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      stopped = true;
    },
  };
}

/**
 * pg-boss runs its insert on the given Kysely executor: `boss.send(queue, data, { db: bossDb(trx) })`
 * enqueues in the caller's transaction, so a rolled-back write enqueues nothing.
 */
export function bossDb(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * Works `queue` with `run` and, when `schedule` is on, has pg-boss send it on `cron` (once per tick
 * however many processes run); when off, removes the schedule an earlier start left.
 */
export async function workOnSchedule(
  jobs: JobQueue,
  queue: string,
  cron: string,
  schedule: boolean,
  run: () => Promise<unknown>,
): Promise<void> {
  await jobs.boss.work(queue, async () => {
    await run();
  });
  if (schedule) await jobs.boss.schedule(queue, cron);
  else await jobs.boss.unschedule(queue);
}
