import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { seedDemo } from '../seed/seed.js';

/** Transactions in the test template: enough for pagination and filters, quick to clone. */
export const TEMPLATE_TRANSACTIONS = 1500;
/** A fixed anchor so every test run sees the same data. */
export const TEMPLATE_ANCHOR = new Date('2026-11-01T12:00:00Z');

export interface TemplateInfo {
  mode: 'embedded' | 'postgres';
  /** Embedded: the dump file; postgres: the template database name. */
  location: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated and seeded template once per test run. */
export async function createTemplate(serverUrl: string | undefined): Promise<TemplateInfo> {
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      await migrate(database.pool);
      await seedDemo(database.pool, { transactions: TEMPLATE_TRANSACTIONS, anchor: TEMPLATE_ANCHOR });
      const dump = await database.dump!();
      const location = path.join(os.tmpdir(), `psp-test-template-${process.pid}.tar`);
      writeFileSync(location, Buffer.from(await dump.arrayBuffer()));
      return { mode: 'embedded', location };
    } finally {
      await database.close();
    }
  }
  const name = `psp_template_${process.pid}`;
  await admin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: '' });
  try {
    await migrate(database.pool);
    await seedDemo(database.pool, { transactions: TEMPLATE_TRANSACTIONS, anchor: TEMPLATE_ANCHOR });
  } finally {
    await database.close();
  }
  return { mode: 'postgres', location: name };
}

export async function dropTemplate(serverUrl: string | undefined, template: TemplateInfo): Promise<void> {
  if (template.mode === 'postgres' && serverUrl) {
    await admin(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${template.location} WITH (FORCE)`),
    );
  }
}

export interface DatabaseClone {
  databaseUrl: string | undefined;
  loadDataDir: Blob | undefined;
  drop(): Promise<void>;
}

/** A private copy of the template for one test file. */
export async function cloneTemplate(
  serverUrl: string | undefined,
  template: TemplateInfo,
): Promise<DatabaseClone> {
  if (template.mode === 'embedded') {
    return {
      databaseUrl: undefined,
      loadDataDir: new Blob([readFileSync(template.location)]),
      drop: async () => {},
    };
  }
  if (!serverUrl) throw new Error('A postgres template needs TEST_DATABASE_URL');
  const name = `psp_test_${randomBytes(6).toString('hex')}`;
  // PostgreSQL copies a template for one CREATE DATABASE at a time: test files take turns.
  await admin(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(727275)');
    try {
      // A connection that just closed may linger on the template for a moment (object_in_use).
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`CREATE DATABASE ${name} TEMPLATE ${template.location}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(727275)');
    }
  });
  return {
    databaseUrl: withDatabase(serverUrl, name),
    loadDataDir: undefined,
    drop: () =>
      admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}
