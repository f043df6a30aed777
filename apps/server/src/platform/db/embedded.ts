import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  connectionString: string;
  /** A tarball of the data directory, to start another instance from (tests use it as a template). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite persisted under `dataDir` (or in memory for `memory://`) and serves it in-process over
 * the Postgres wire protocol on a loopback port, so the application talks to it with the same `pg`
 * driver, SQL and job queue as to a real server. PGlite runs one backend: the caller's pool must use
 * a single connection, which serialises transactions.
 */
export async function startEmbeddedPostgres(dataDir: string, loadDataDir?: Blob): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    connectionString: `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
