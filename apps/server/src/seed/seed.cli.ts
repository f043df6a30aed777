import { parseArgs } from 'node:util';
import type pg from 'pg';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { JOB_SCHEMA } from '../platform/jobs/queues.js';
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, type SeedSummary, seedDemo } from './seed.js';
import { WINDOW_DAYS } from './world.js';

const USAGE = `Usage: npm run seed -- [--transactions N] [--days N] [--seed N] [--reset]

  --transactions N  payments to generate (default 50000)
  --days N          over this many days before now (default 400; 28 to 400)
  --seed N          random seed; the same seed gives the same data on the same day (default 42)
  --reset           empty every table first (the schema and its migrations stay)
  --without-ledger  book no seeded payment in the ledger (statistics runs at 10M: faster, a third of the disk)`;

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got '${raw}'`);
  return value;
}

async function truncateAll(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'app_secret_keys')`,
  );
  if (rows.length > 0) await pool.query(`TRUNCATE ${rows.map((row) => row.name).join(', ')} CASCADE`);
  // The job queue's jobs name records that are gone now; its schedules (the server sets them again as
  // configured when it starts) would run the lifecycle once at the start even where it is switched off.
  const { rows: queued } = await pool.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname = $1 AND tablename IN ('job', 'archive', 'schedule')`,
    [JOB_SCHEMA],
  );
  if (queued.length > 0) await pool.query(`TRUNCATE ${queued.map((row) => row.name).join(', ')}`);
}

function printSummary(summary: SeedSummary): void {
  const count = (value: number) => value.toLocaleString('en');
  console.log(
    `Seeded ${count(summary.transactions)} transactions, ${count(summary.refunds)} refunds, ` +
      `${count(summary.chargebacks)} chargebacks, ${count(summary.customers)} customers, ` +
      `${count(summary.organisations)} organisations and ${count(summary.users)} users ` +
      `in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  );
}

function printLogins(): void {
  const clip = (text: string, width: number) =>
    text.length > width ? `${text.slice(0, width - 3)}...` : text;
  const rows = DEMO_USERS.map((user) => [
    user.email,
    user.organisation,
    clip(user.roles.join(', '), 44),
    user.description,
  ]);
  const headers = ['E-mail', 'Organisation', 'Roles', 'What they can do'];
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ');
  console.log(`\nDemo logins (the password of every one is ${DEMO_PASSWORD})\n`);
  console.log(line(headers));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'without-ledger': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const transactions = wholeNumber('transactions', values.transactions, 50_000);
  const seed = wholeNumber('seed', values.seed, 42);
  const days = wholeNumber('days', values.days, WINDOW_DAYS);
  if (days < 28 || days > WINDOW_DAYS) throw new Error(`--days must be 28 to ${WINDOW_DAYS}, got ${days}`);

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.pool);
    if (values.reset) {
      await truncateAll(database.pool);
    } else if (await isSeeded(database.pool)) {
      console.error(
        'The database already holds data. Run `npm run seed -- --reset` to replace it with demo data.',
      );
      return 1;
    }
    const where = database.embedded
      ? `the embedded database in ${config.dataDir}`
      : 'the DATABASE_URL database';
    console.log(
      `Seeding ${transactions.toLocaleString('en')} transactions over ${days} days (seed ${seed}) into ${where}...`,
    );
    const summary = await seedDemo(database.pool, {
      transactions,
      days,
      seed,
      secretKey: config.secretKey,
      ledger: !values['without-ledger'],
    });
    printSummary(summary);
    printLogins();
    return 0;
  } finally {
    await database.close();
  }
}

let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
}
// A one-shot command: exit even when the database layer leaves an idle pool connection open.
process.exit(exitCode);
