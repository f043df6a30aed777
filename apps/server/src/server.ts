import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type App, buildApp } from './app.js';
import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { type JobQueue, startJobQueue } from './platform/jobs/job-queue.js';

export interface RunningServer extends App {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** Stops accepting, finishes in-flight requests and jobs, closes the database; safe to call twice. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Runs after migrations, before the app serves (seeding on first start). */
  prepare?(database: Database): Promise<void>;
  /** Embedded mode: start from this data directory tarball (test templates). */
  loadDataDir?: Blob;
  logStream?: DestinationStream;
}

/** Opens (or starts) the database, applies migrations, starts the job queue and builds the app. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(config, options.loadDataDir);
  let jobs: JobQueue | undefined;
  let fastify: FastifyInstance | undefined;
  try {
    await migrate(database.pool);
    await options.prepare?.(database);
    // The app's logger is not there yet; the queue only logs errors, through a console shim until then.
    jobs = await startJobQueue(database, console as unknown as FastifyInstance['log']);
    const app = await buildApp({
      config,
      database,
      jobs,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    fastify = app.fastify;
    let closing: Promise<void> | undefined;
    return {
      ...app,
      config,
      database,
      jobs,
      close() {
        closing ??= (async () => {
          app.webhookDelivery.stop();
          await app.fastify.close();
          await jobs?.stop();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await fastify?.close();
    await jobs?.stop();
    await database.close();
    throw error;
  }
}
