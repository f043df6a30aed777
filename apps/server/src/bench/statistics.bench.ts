// `npm run bench -- statistics`: every statistics call of 001 §7 through the API (answered from the
// rollups, ADR 0017) against the raw GROUP BY over the payments that answers the same question, run
// directly on the pool, for a merchant owner and for provider staff (every merchant). On the seeded
// database of DATABASE_URL or the embedded one; an empty database is seeded first with
// BENCH_TRANSACTIONS payments (default 1,000,000), a seeded one is reused. Targets (issue 16): every call
// p95 ≤ 50 ms at 10M payments and ≤ 1/20 of its raw GROUP BY. The API's client runs on a thread of its own
// (api-client.ts), as the lists bench's does.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { REVENUE_STATUSES } from '@psp/domain';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { isSeeded, seedDemo } from '../seed/seed.js';
import { rebuildStatisticsRollupsNow } from '../statistics/statistics-rollups.js';
import { startApiClient } from './api-client.js';
import { percentile, printTable } from './report.js';
import { sessionCookie, startBenchServer } from './session.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const RAW_ITERATIONS = Number(process.env.BENCH_RAW_ITERATIONS ?? 5);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const TZ = 'Europe/Amsterdam';

const config = loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn' });
{
  const database = await openDatabase(config);
  await migrate(database.pool);
  if (!(await isSeeded(database.pool))) {
    console.log(`Seeding ${TRANSACTIONS.toLocaleString('en')} payments...`);
    await seedDemo(database.pool, { transactions: TRANSACTIONS, secretKey: config.secretKey });
  } else if ((await database.pool.query('SELECT 1 FROM customer_rfm_scores LIMIT 1')).rowCount === 0) {
    // Seeded before migration 0033: count the blocked payments and score the customers first.
    console.log('Rebuilding the statistics rollups (seeded before migration 0033)...');
    await rebuildStatisticsRollupsNow(database.pool);
  }
  await database.close();
}
// The lifecycle jobs stay off: on a freshly seeded database their first runs catch up on the history's
// captures, expiries and settlements at once (a month of them at 10M over 30 days), whose events queue
// tens of thousands of webhooks to the demo's endpoints; that catch-up, not the statistics, would be timed.
const { server, base } = await startBenchServer({ lifecycleSchedule: false });
const client = startApiClient();
const pool = server.database.pool;
// As autovacuum leaves them after a load: statistics for the planner, and visibility maps for the
// index-only reads of the provider's view (migration 0033).
await pool.query(
  'VACUUM ANALYZE transaction_hour_rollups, transaction_hour_counts, transaction_day_rollups, transaction_day_facets, customer_rollups, customer_rfm_scores, transaction_blocked_hours',
);

const REVENUE = REVENUE_STATUSES.map((status) => `'${status}'`).join(', ');
const WINDOW = `created_at >= (date_trunc('day', now() AT TIME ZONE '${TZ}') - interval '27 days') AT TIME ZONE '${TZ}' AND created_at <= now()`;
const SCOPE = '($1::uuid[] IS NULL OR organisation_id = ANY($1::uuid[]))';
const T = `FROM transactions WHERE ${SCOPE} AND ${WINDOW}`;

/** Each call with the raw SQL over the payments (or customers, refunds) that answers the same question. */
const CALLS: {
  name: string;
  path: string;
  raw: string;
  provider?: true;
  /** Not an aggregate: its raw query is an index read of the newest rows, so no ratio is asked of it. */
  indexRead?: true;
}[] = [
  {
    name: 'transaction/aggregate/stats (day)',
    path: `/api/transaction/aggregate/stats?period=day&tz=${TZ}`,
    raw: `SELECT date_trunc('day', created_at AT TIME ZONE '${TZ}'), count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} AND status IN (${REVENUE}) GROUP BY 1`,
  },
  {
    name: 'transaction/aggregate/total',
    path: `/api/transaction/aggregate/total?tz=${TZ}`,
    raw: `SELECT created_at >= now() - interval '28 days', currency_code, count(*), sum(amount) FROM transactions
          WHERE ${SCOPE} AND status IN (${REVENUE}) AND created_at >= now() - interval '56 days' GROUP BY 1, 2`,
  },
  {
    name: 'transaction/aggregate (payment_product)',
    path: `/api/transaction/aggregate?group_by=payment_product&tz=${TZ}`,
    raw: `SELECT payment_product, count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} GROUP BY 1`,
  },
  {
    name: 'transaction/aggregate (browser)',
    path: `/api/transaction/aggregate?group_by=browser&tz=${TZ}`,
    raw: `SELECT browser, count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} GROUP BY 1`,
  },
  {
    name: 'transaction/aggregate (status)',
    path: `/api/transaction/aggregate?group_by=status&tz=${TZ}`,
    raw: `SELECT status, count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} GROUP BY 1`,
  },
  {
    name: 'transaction/aggregate/lifecycle',
    path: `/api/transaction/aggregate/lifecycle?tz=${TZ}`,
    raw: `SELECT status, count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} GROUP BY 1`,
  },
  {
    name: 'transaction/aggregate/location',
    path: `/api/transaction/aggregate/location?tz=${TZ}`,
    raw: `SELECT country_code, count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T} GROUP BY 1`,
  },
  {
    name: 'statistics/dayandtime',
    path: `/api/statistics/dayandtime?tz=${TZ}`,
    raw: `SELECT extract(isodow FROM created_at AT TIME ZONE '${TZ}'), extract(hour FROM created_at AT TIME ZONE '${TZ}'),
          count(*), sum(amount) FILTER (WHERE currency_code = 'EUR') ${T.replace('27 days', '28 days')} GROUP BY 1, 2`,
  },
  {
    name: 'statistics/today',
    path: `/api/statistics/today?tz=${TZ}`,
    raw: `SELECT date_trunc('day', created_at AT TIME ZONE '${TZ}'), count(*), sum(amount) FROM transactions
          WHERE ${SCOPE} AND status IN (${REVENUE}) AND currency_code = 'EUR' AND created_at >= now() - interval '29 days' GROUP BY 1`,
  },
  {
    name: 'statistics/aggregate/day (14)',
    path: `/api/statistics/aggregate/day?days=14&tz=${TZ}`,
    raw: `SELECT date_trunc('day', created_at AT TIME ZONE '${TZ}'), count(*), sum(amount) FROM transactions
          WHERE ${SCOPE} AND status IN (${REVENUE}) AND currency_code = 'EUR' AND created_at >= now() - interval '42 days' GROUP BY 1`,
  },
  {
    name: 'statistics/aggregate/day (57)',
    path: `/api/statistics/aggregate/day?days=57&tz=${TZ}`,
    raw: `SELECT date_trunc('day', created_at AT TIME ZONE '${TZ}'), count(*), sum(amount) FROM transactions
          WHERE ${SCOPE} AND status IN (${REVENUE}) AND currency_code = 'EUR' AND created_at >= now() - interval '85 days' GROUP BY 1`,
  },
  {
    name: 'statistics/aggregate/day (57, blocked)',
    path: `/api/statistics/aggregate/day?days=57&blocked=true&tz=${TZ}`,
    raw: `SELECT date_trunc('day', created_at AT TIME ZONE '${TZ}'), count(*), sum(amount) FILTER (WHERE currency_code = 'EUR')
          FROM transactions WHERE ${SCOPE} AND blocked AND created_at >= now() - interval '85 days' GROUP BY 1`,
  },
  {
    name: 'statistics/amazingthings',
    path: '/api/statistics/amazingthings',
    raw: `SELECT created_at > now() - interval '7 days', count(*), sum(amount) FILTER (WHERE currency_code = 'EUR')
          FROM transactions WHERE ${SCOPE} AND status IN (${REVENUE}) AND created_at > now() - interval '14 days' GROUP BY 1`,
  },
  {
    name: 'statistics/recent',
    path: '/api/statistics/recent',
    indexRead: true,
    raw: `SELECT id, created_at FROM transactions WHERE ${SCOPE} ORDER BY created_at DESC LIMIT 10`,
  },
  {
    name: 'statistics/merchants (top 5)',
    path: '/api/statistics/merchants',
    provider: true,
    raw: `SELECT organisation_id, sum(amount), count(*) FROM transactions WHERE ${SCOPE} AND status IN (${REVENUE})
          AND currency_code = 'EUR' AND created_at >= now() - interval '24 hours' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
  },
  {
    name: 'statistics/processor/revenue',
    path: '/api/statistics/processor/revenue',
    raw: `SELECT processor_id, created_at >= now() - interval '24 hours', sum(amount) FROM transactions
          WHERE ${SCOPE} AND status IN (${REVENUE}) AND currency_code = 'EUR' AND created_at >= now() - interval '48 hours' GROUP BY 1, 2`,
  },
  {
    name: 'statistics/processor/compare (3)',
    path: '/api/statistics/processor/compare?ids=',
    raw: `SELECT processor_id, status, currency_code, count(*), sum(amount) ${T} AND processor_id = ANY($2::uuid[]) GROUP BY 1, 2, 3`,
  },
  {
    name: 'customer/aggregate/best',
    path: '/api/customer/aggregate/best',
    raw: `SELECT customer_id, sum(amount) FROM transactions WHERE ${SCOPE} AND customer_id IS NOT NULL
          AND status IN (${REVENUE}) AND currency_code = 'EUR' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
  },
  {
    name: 'customer/aggregate/segment',
    path: '/api/customer/aggregate/segment',
    raw: `SELECT r, f, m, count(*) FROM (SELECT ntile(5) OVER (ORDER BY l, customer_id) r,
            ntile(5) OVER (ORDER BY c, customer_id) f, ntile(5) OVER (ORDER BY a, customer_id) m
          FROM (SELECT customer_id, max(created_at) l, count(*) FILTER (WHERE status IN (${REVENUE})) c,
            sum(amount) FILTER (WHERE status IN (${REVENUE})) a FROM transactions
            WHERE ${SCOPE} AND customer_id IS NOT NULL AND currency_code = 'EUR' GROUP BY 1) x) y GROUP BY 1, 2, 3`,
  },
];

/** The milliseconds of each of `iterations` runs after `warmup` ones; `run` answers its own time. */
async function calls(run: () => Promise<number>, warmup: number, iterations: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < warmup + iterations; index++) {
    const ms = await run();
    if (index >= warmup) times.push(ms);
  }
  return times;
}

/** Times a run of `run` on this thread. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { rows: sizes } = await pool.query<{
  payments: string;
  hours: string;
  facets: string;
  customers: string;
}>(
  `SELECT (SELECT count(*) FROM transactions) AS payments, (SELECT count(*) FROM transaction_hour_rollups) AS hours,
     (SELECT count(*) FROM transaction_day_facets) AS facets, (SELECT count(*) FROM customer_rollups) AS customers`,
);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
const loadBefore = load();
const rows: string[][] = [];
for (const [who, email] of [
  ['merchant', 'owner@goudenkorst.demo'],
  ['provider', 'admin@lighthouse.demo'],
] as const) {
  const cookie = await sessionCookie(base, email);
  const { rows: users } = await pool.query<{ organisation_id: string }>(
    'SELECT organisation_id FROM users WHERE email = $1',
    [email],
  );
  const scope =
    who === 'provider'
      ? null
      : (
          await pool.query<{ id: string }>(
            `WITH RECURSIVE s AS (SELECT id FROM organisations WHERE id = $1
             UNION ALL SELECT o.id FROM organisations o JOIN s ON o.parent_id = s.id) SELECT id FROM s`,
            [users[0]!.organisation_id],
          )
        ).rows.map((row) => row.id);
  const { rows: processors } = await pool.query<{ id: string }>(
    `SELECT processor_id AS id FROM transaction_hour_rollups WHERE ${SCOPE} AND processor_id IS NOT NULL
     GROUP BY 1 ORDER BY sum(count) DESC LIMIT 3`,
    [scope],
  );
  const ids = processors.map((row) => row.id);
  for (const call of CALLS) {
    if (call.provider && who !== 'provider') continue;
    const path = call.path.endsWith('ids=') ? `${call.path}${ids.join(',')}` : call.path;
    const api = await calls(() => client.get(`${base}${path}`, cookie), WARMUP, ITERATIONS);
    const values = call.raw.includes('$2') ? [scope, ids] : [scope];
    const raw = await calls(() => timed(() => pool.query(call.raw, values)), 1, RAW_ITERATIONS);
    const apiP95 = percentile(api, 95);
    const rawP50 = percentile(raw, 50);
    rows.push([
      who,
      call.name,
      percentile(api, 50).toFixed(1),
      apiP95.toFixed(1),
      rawP50.toFixed(1),
      call.indexRead ? 'n/a' : `1/${(rawP50 / apiP95).toFixed(0)}`,
      apiP95 <= 50 && (call.indexRead || apiP95 * 20 <= rawP50) ? 'yes' : 'no',
    ]);
  }
}
const size = sizes[0]!;
console.log(
  `${Number(size.payments).toLocaleString('en')} payments (${server.database.embedded ? 'embedded PGlite' : 'PostgreSQL'}); rollups: ` +
    `${Number(size.hours).toLocaleString('en')} hour rows, ${Number(size.facets).toLocaleString('en')} facet rows, ` +
    `${Number(size.customers).toLocaleString('en')} customer rows`,
);
console.log(`load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}`);
printTable(
  ['caller', 'call', 'API p50 ms', 'API p95 ms', 'raw GROUP BY p50 ms', 'API p95 / raw', 'met'],
  rows,
);
await client.close();
await server.close();
