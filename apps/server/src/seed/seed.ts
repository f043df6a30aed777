import type pg from 'pg';
import { VERSION_STORES } from '../decisions/decision-versions.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { openSecretBox } from '../platform/crypto/secret-box.js';
import { rebuildStatisticsRollups } from '../statistics/statistics-rollups.js';
import { insertRows, type Row, suspendIndexesAndForeignKeys } from './bulk.js';
import { DEMO_PASSWORD } from './demo-organisations.js';
import { seedAdministration } from './generate-admin.js';
import { generateCustomers } from './generate-customers.js';
import { buildExtras } from './generate-extras.js';
import { seedHost2Host } from './generate-host2host.js';
import { seedLedger } from './generate-ledger.js';
import { generateSubscriptions } from './generate-subscriptions.js';
import { buildSkeleton, planVolumes, writeTransactions } from './generate-transactions.js';
import { buildWorld, type SeedTable, TABLE_ORDER, WINDOW_DAYS } from './world.js';

export { DEMO_PASSWORD, DEMO_USERS, type DemoLogin } from './demo-organisations.js';

export interface SeedOptions {
  transactions: number;
  /** Default 42. */
  seed?: number;
  /** End of the payment history; default now. The same seed, anchor and days give the same data. */
  anchor?: Date;
  /**
   * Days of payment history before the anchor; default 400. Fewer days put the same payments closer
   * together: e.g. a statistics run at a bigger PSP's daily volume.
   */
  days?: number;
  /** SECRET_KEY of the configuration; without it the database's generated key seals the secrets. */
  secretKey?: string | undefined;
  /**
   * False: leave the seeded history out of the ledger (its settings stay), e.g. for a 10M statistics run,
   * where booking every payment's entries takes most of the time and the disk. Default true.
   */
  ledger?: boolean;
}

export interface SeedSummary {
  organisations: number;
  users: number;
  customers: number;
  transactions: number;
  refunds: number;
  chargebacks: number;
  milliseconds: number;
}

/** Tables whose indexes and foreign keys are rebuilt after the bulk load rather than maintained per row. */
const BULK_TABLES = ['transactions', 'transaction_status_history'];

export async function isSeeded(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ seeded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM organisations) AS seeded',
  );
  return rows[0]!.seeded;
}

async function insertTables(client: pg.ClientBase, tables: Map<SeedTable, Row[]>): Promise<void> {
  for (const table of TABLE_ORDER) {
    const rows = tables.get(table);
    if (rows) await insertRows(client, table, rows);
  }
  tables.clear();
}

/**
 * Fills a migrated, empty database with the demo world: the provider, its merchant tree and logins,
 * merchant configuration, customers, `transactions` payments over the 400 days before the anchor and
 * everything that follows from them. Everything is written in one transaction on one connection (the
 * embedded database has only one), so a failure leaves the database empty.
 */
export async function seedDemo(pool: pg.Pool, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const { transactions } = options;
  if (!Number.isInteger(transactions) || transactions < 0) {
    throw new Error(`The number of transactions must be a whole number of at least 0, got ${transactions}`);
  }
  const seed = options.seed ?? 42;
  const anchor = (options.anchor ?? new Date()).getTime();
  // One hash for every demo user keeps seeding fast; the passwords are public demo passwords anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM organisations) AS seeded',
    );
    if (rows[0]!.seeded) {
      throw new Error(
        'The database already holds organisations: the demo seed needs an empty, migrated database',
      );
    }
    await client.query('BEGIN');
    let summary: Omit<SeedSummary, 'milliseconds'>;
    try {
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      summary = await load(client, {
        seed,
        anchor,
        days: options.days ?? WINDOW_DAYS,
        transactions,
        passwordHash,
        secretKey: options.secretKey,
        ledger: options.ledger ?? true,
      });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    // Fresh statistics so the first queries on a million rows get good plans.
    await client.query(`ANALYZE ${['organisations', 'customers', 'refunds', ...BULK_TABLES].join(', ')}`);
    return { ...summary, milliseconds: Math.round(performance.now() - started) };
  } finally {
    client.release();
  }
}

/** The demo rulesets and routings as their version 1, written by the seed, so they have a history. */
async function writeFirstVersions(client: pg.ClientBase): Promise<void> {
  for (const { table, versions, key, content } of Object.values(VERSION_STORES)) {
    await client.query(`
      INSERT INTO ${versions} (${key}, organisation_id, version, content, author_kind, author_id, created_at)
      SELECT t.id, t.organisation_id, t.version, ${content}, 'system', 'seed', t.updated_at FROM ${table} t`);
  }
}

/**
 * The hit counters of the seeded decisions (its blocked payments): what the `transaction.created`
 * subscriber (decisions/decision-hits.ts) counts of a payment made through the engine, so a block
 * ruleset's "matched in the last 30 days" counts the blocked payments the dashboard counts.
 */
async function writeDecisionHits(client: pg.ClientBase): Promise<void> {
  await client.query(`
    INSERT INTO decision_hits (subject_id, bucket, start, organisation_id, subject, count)
    SELECT (trace->>'ruleset')::uuid, bucket, date_trunc(bucket, t.created_at), t.organisation_id,
      'validationruleset', count(*)
    FROM transactions t CROSS JOIN jsonb_array_elements(t.decision->'rulesets') AS trace
    CROSS JOIN (VALUES ('hour'), ('day')) AS buckets(bucket)
    WHERE t.decision IS NOT NULL AND (trace->>'matched')::boolean
    GROUP BY 1, 2, 3, 4`);
}

async function load(
  client: pg.ClientBase,
  options: {
    seed: number;
    anchor: number;
    days: number;
    transactions: number;
    passwordHash: string;
    secretKey: string | undefined;
    ledger: boolean;
  },
): Promise<Omit<SeedSummary, 'milliseconds'>> {
  const { seed, anchor, days, transactions, passwordHash } = options;
  // Demo data is not production data: without SECRET_KEY the generated key is fine here.
  const secrets = await openSecretBox(client, { secretKey: options.secretKey, production: false });
  const world = buildWorld(seed, anchor, days, passwordHash, (secret) => secrets.seal(secret));
  const volumes = planVolumes(world, transactions);
  const customers = generateCustomers(world, transactions);
  const budgets = new Int32Array(volumes.totals.length);
  for (const organisation of world.merchants) {
    const share = organisation.merchant!.subscriptions?.share ?? 0;
    budgets[organisation.index] = Math.floor(volumes.totals[organisation.index]! * share);
  }
  const subscriptions = generateSubscriptions(world, customers, budgets, secrets);
  const skeleton = buildSkeleton(world, customers, subscriptions, volumes);
  await insertTables(client, world.tables);
  await writeFirstVersions(client);

  const restore = await suspendIndexesAndForeignKeys(client, BULK_TABLES);
  const written = await writeTransactions(client, world, customers, subscriptions, skeleton);
  await restore();
  await writeDecisionHits(client);

  buildExtras(world, customers, subscriptions, written, secrets);
  await insertTables(client, world.tables);
  // A paid link's payment names it, as a payment made on the hosted page does.
  await client.query(
    'UPDATE transactions t SET payment_link_id = l.id FROM payment_links l WHERE l.transaction_id = t.id',
  );
  // A PayPal subscription's agreement is the first collection its customer approved at PayPal.
  await client.query(
    `UPDATE subscriptions s SET paypal_agreement_id = t.id FROM transactions t
     WHERE s.payment_product = 'paypal' AND t.subscription_id = s.id AND t.subscription_cycle = 1`,
  );
  await seedAdministration(client, anchor);
  await seedLedger(client, world, options.ledger);
  // Its payout files name the payouts of the seeded settlement runs, which a seed without the ledger has not.
  if (options.ledger) await seedHost2Host(client, world);
  await rebuildStatisticsRollups(client);
  return {
    organisations: 1 + world.merchants.length,
    users: world.users.length,
    customers: customers.all.length,
    transactions: skeleton.count,
    refunds: written.refunds,
    chargebacks: written.chargebacks,
  };
}
