// `npm run bench -- billing`: the subscription billing run (ADR 0014) over BENCH_SUBSCRIPTIONS (10,000)
// subscriptions of the demo bakery all due today, each on its own stored card, on instant simulated
// processors: one run charges them all through the payments engine. Prints the charges per second and
// checks that each was charged exactly once (a second run charges nothing). The rows stay. With
// DATABASE_URL it also prints the CPU time per charge of this process (the server) and of the PostgreSQL
// server, which holds where the throughput of a shared machine does not, and the load average.
import { performance } from 'node:perf_hooks';
import { CARD_PROFILE_SQL, type CardProfile, INSTANT_PROCESSORS_SQL } from '../payments/payment-load.js';
import { loadAverage, postgresCpuReader } from './process-cpu.js';
import { printTable } from './report.js';
import { startBenchServer } from './session.js';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);

const { server } = await startBenchServer();
const pool = server.database.pool;
const [profile] = (await pool.query<CardProfile>(CARD_PROFILE_SQL)).rows;
if (!profile) throw new Error('No card profile of the demo bakery');
await pool.query(INSTANT_PROCESSORS_SQL, [profile.id]);
const run = `bench-${Date.now().toString(36)}`;

// Customers, each with a card of its own, a plan, and a subscription due today with its charge waiting.
const { rows: planRows } = await pool.query<{ id: string }>(
  `INSERT INTO plans (organisation_id, name, amount, payment_profile_id, interval)
   VALUES ($1, $2, 1995, $3, 'month') RETURNING id`,
  [profile.organisation_id, `Bench plan ${run}`, profile.id],
);
const plan = planRows[0]!.id;
await pool.query(
  `WITH c AS (
     INSERT INTO customers (organisation_id, email_address)
     SELECT $1, $2 || '-' || n || '@bench.example' FROM generate_series(1, $3) n RETURNING id
   ), k AS (
     INSERT INTO cards (organisation_id, customer_id, brand, bin, last4, expiry_month, expiry_year, fingerprint)
     SELECT $1, c.id, 'visa', '424242', '4242', 12, 2099, md5(c.id::text) || md5($2 || c.id::text) FROM c
     RETURNING id, customer_id
   ), s AS (
     INSERT INTO subscriptions (organisation_id, customer_id, plan_id, payment_profile_id, card_id, due_date,
       billing_anchor, status)
     SELECT $1, k.customer_id, $4, $5, k.id, current_date, current_date, 'CREATED' FROM k
     RETURNING id, customer_id, card_id
   )
   INSERT INTO scheduled_transactions (organisation_id, payment_profile_id, customer_id, subscription_id,
     subscription_cycle, card_id, amount, currency_code, due_date, next_try_on)
   SELECT $1, $5, s.customer_id, s.id, 1, s.card_id, 1995, $6, current_date, current_date FROM s`,
  [profile.organisation_id, run, COUNT, plan, profile.id, profile.currency_code],
);
await pool.query('ANALYZE scheduled_transactions; ANALYZE subscriptions; ANALYZE cards');

const postgresCpu = process.env.DATABASE_URL
  ? postgresCpuReader(new URL(process.env.DATABASE_URL).port || '5432')
  : () => Number.NaN;
const loadBefore = loadAverage();
const cpuBefore = { server: process.cpuUsage(), postgres: postgresCpu() };
const started = performance.now();
const summary = await server.billing.run();
const seconds = (performance.now() - started) / 1000;
const serverCpu = process.cpuUsage(cpuBefore.server);
const cpuPerCharge = {
  server: (serverCpu.user + serverCpu.system) / 1000 / summary.paid,
  postgres: (postgresCpu() - cpuBefore.postgres) / summary.paid,
};
const loadAfter = loadAverage();
const again = await server.billing.run();
const { rows: counts } = await pool.query<{ payments: string; active: string }>(
  `SELECT (SELECT count(*) FROM transactions t JOIN subscriptions s ON s.id = t.subscription_id
           WHERE s.plan_id = $1) AS payments,
          (SELECT count(*) FROM subscriptions WHERE plan_id = $1 AND status = 'ACTIVE') AS active`,
  [plan],
);
const payments = Number(counts[0]!.payments);
if (payments !== COUNT || again.paid + again.failed !== 0) {
  throw new Error(
    `expected ${COUNT} payments and nothing on a second run, got ${payments} and ${JSON.stringify(again)}`,
  );
}
printTable(
  [
    'subscriptions',
    'paid',
    'failed',
    'payments',
    'active after',
    'seconds',
    'charges/s',
    'server CPU ms/charge',
    'PostgreSQL CPU ms/charge',
    'load before/after',
  ],
  [
    [
      COUNT.toLocaleString('en'),
      String(summary.paid),
      String(summary.failed),
      String(payments),
      String(counts[0]!.active),
      seconds.toFixed(1),
      (summary.paid / seconds).toFixed(0),
      cpuPerCharge.server.toFixed(2),
      cpuPerCharge.postgres.toFixed(2),
      `${loadBefore} / ${loadAfter}`,
    ],
  ],
);
await server.close();
