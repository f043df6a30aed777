// `npm run bench -- settlement`: a settlement run over a month of BENCH_PAYMENTS (1,000,000) settled
// card and iDEAL payments spread over the collecting demo merchants' payment profiles, on the seeded
// database of DATABASE_URL (or the embedded one). Inserts the payments, books them into the ledger with
// the subscriber's own code in batches (timed apart), runs one settlement for every merchant (every
// profile at delay 0, minimum 0, so all of it settles) and times it with the process's peak memory,
// then runs the ledger check. The payments, entries and settlements stay in the database.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { bookMovements, type Movement } from '../ledger/book-movements.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { isSeeded } from '../seed/seed.js';
import { executeSettlementRun } from '../settlements/settlement-run.js';
import { printTable } from './report.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const BATCH = 5_000;
const DAY_MS = 86_400_000;

const database = await openDatabase(loadConfig({ logLevel: 'warn' }));
if (!(await isSeeded(database.pool))) {
  console.error('The database is empty: run `npm run seed` first.');
  await database.close();
  process.exit(1);
}
const { db, pool } = database;
const marker = `bench-settlement-${Date.now()}`;
const monthAgo = new Date(Date.now() - 30 * DAY_MS);

// A month of settled payments over every collecting merchant's profiles and processors.
let started = performance.now();
await pool.query(
  `WITH profiles AS (
     SELECT p.id, p.organisation_id, p.currency_code, x.processor_id, x.payment_product,
            row_number() OVER (ORDER BY p.id) - 1 AS n
       FROM payment_profiles p JOIN organisations o ON o.id = p.organisation_id
       JOIN LATERAL (SELECT l.processor_id, r.payment_product FROM payment_profile_processors l
                       JOIN processors r ON r.id = l.processor_id
                      WHERE l.payment_profile_id = p.id ORDER BY l.processor_id LIMIT 1) x ON true
      WHERE o.collecting)
   INSERT INTO transactions (organisation_id, payment_profile_id, processor_id, merchant_reference, amount,
                             currency_code, status, payment_product, country_code, created_at, updated_at)
   SELECT p.organisation_id, p.id, p.processor_id, $1 || '-' || g, 500 + (g::bigint * 7919) % 25000, p.currency_code,
          'SETTLEMENT_COMPLETED', p.payment_product, 'NL',
          $2::timestamptz + (g % 2592000) * interval '1 second', $2::timestamptz + (g % 2592000) * interval '1 second'
     FROM generate_series(1, $3) g
     JOIN profiles p ON p.n = g % (SELECT count(*) FROM profiles)`,
  [marker, monthAgo, PAYMENTS],
);
const inserted = performance.now() - started;

// Booked as the ledger subscriber books them (fees, costs, reserves, partner shares).
started = performance.now();
let entries = 0;
for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
  const { rows } = await pool.query<{ id: string; updated_at: Date }>(
    `SELECT id, updated_at FROM transactions WHERE merchant_reference LIKE $1 AND id > $2::uuid
      ORDER BY id LIMIT $3`,
    [`${marker}-%`, after, BATCH],
  );
  if (rows.length === 0) break;
  const movements: Movement[] = rows.map((row) => ({
    kind: 'payment',
    transaction: row.id,
    event_id: null,
    effective_at: new Date(row.updated_at).toISOString(),
  }));
  entries += await db.transaction().execute((trx) => bookMovements(trx, movements));
  after = rows.at(-1)!.id;
}
const booked = performance.now() - started;

// Everything settles now: one run for every merchant.
await pool.query('UPDATE settlement_profiles SET delay_days = 0, minimum_payout = 0');
const { rows: providers } = await pool.query<{ id: string }>(
  "SELECT id FROM organisations WHERE kind = 'provider' LIMIT 1",
);
const { rows: runs } = await pool.query<{ id: string }>(
  `INSERT INTO settlement_runs (organisation_id, trigger, cutoff) VALUES ($1, 'MANUAL', now()) RETURNING id`,
  [providers[0]!.id],
);
const rssBefore = process.memoryUsage().rss;
started = performance.now();
const settlements = await executeSettlementRun(database, runs[0]!.id);
const settled = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
const { rows: lines } = await pool.query<{ lines: string }>(
  `SELECT count(*) AS lines FROM settlement_lines l JOIN settlements s ON s.id = l.settlement_id
    WHERE s.settlement_run_id = $1`,
  [runs[0]!.id],
);

started = performance.now();
const check = await checkLedger(pool);
const checked = performance.now() - started;
await sql`ANALYZE ledger_entries, ledger_postings, settlement_lines`.execute(db);

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
console.log(
  `${PAYMENTS.toLocaleString('en')} payments over 30 days, ${entries.toLocaleString('en')} ledger entries, ` +
    `${settlements} settlements with ${Number(lines[0]!.lines).toLocaleString('en')} lines; load average ${load}`,
);
printTable(
  ['step', 'seconds', 'note'],
  [
    ['insert the payments', seconds(inserted), 'one INSERT … SELECT'],
    ['book them into the ledger', seconds(booked), `batches of ${BATCH.toLocaleString('en')}`],
    ['settlement run', seconds(settled), `peak RSS ${mb(peak)} (before ${mb(rssBefore)})`],
    ['ledger check', seconds(checked), check.ok ? 'consistent' : 'NOT consistent'],
  ],
);
await database.close();
process.exit(check.ok ? 0 : 1);
