import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { cloneTemplate, type DatabaseClone } from './test-database.js';

// The databases the kill -9 tests run server processes on (payments, webhooks).
type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

/** The database the server processes run on, and a way to look into it while no server runs on it. */
export interface Target {
  env: Record<string, string>;
  query: Query;
  close(): Promise<void>;
}

export async function postgresTarget(): Promise<Target> {
  const clone: DatabaseClone = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('template'));
  const pool = new pg.Pool({ connectionString: clone.databaseUrl, max: 2 });
  return {
    env: { DATABASE_URL: clone.databaseUrl! },
    query: async (text, values) => (await pool.query(text, values)).rows,
    async close() {
      await pool.end();
      await clone.drop();
    },
  };
}

/** The embedded database in a data directory of its own, opened in this process only between servers. */
export async function embeddedTarget(): Promise<Target> {
  const clone = await cloneTemplate(undefined, inject('template'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psp-crash-'));
  await (await PGlite.create(dataDir, { loadDataDir: clone.loadDataDir! })).close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async query(text, values) {
      const db = await PGlite.create(dataDir);
      try {
        return (await db.query(text, values)).rows as never;
      } finally {
        await db.close();
      }
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
