import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import type { DB } from './schema.generated.js';

/**
 * Rows come out of the driver JSON-ready: bigint money as numbers (minor units stay far below 2^53),
 * timestamps as ISO strings, dates as 'YYYY-MM-DD'.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case pg.types.builtins.INT8:
        return (value: string) => Number(value);
      case pg.types.builtins.TIMESTAMPTZ:
      case pg.types.builtins.TIMESTAMP:
        return (value: string) => new Date(value).toISOString();
      case pg.types.builtins.DATE:
        return (value: string) => value;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  embedded: boolean;
  connectionString: string;
  /** Embedded mode only: the data directory as a tarball. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  loadDataDir?: Blob,
): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, loadDataDir);
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({
    connectionString,
    types,
    max: embedded ? 1 : Number(process.env.DATABASE_POOL_SIZE ?? 10),
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    embedded: Boolean(embedded),
    connectionString,
    ...(embedded ? { dump: () => embedded.dump() } : {}),
    async close() {
      await db.destroy();
      // Kysely ends the pool only if it ran a query through it; code that used the pool directly did not.
      if (!pool.ended) await pool.end();
      await embedded?.stop();
    },
  };
}
