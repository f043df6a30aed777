// `npm run bench` (or `npm run bench -- transactions`): the transaction list call through the API (30 days, -created_at, payment_profile and
// customer populated, plus its count) against the same SQL executed directly, on the seeded database
// of DATABASE_URL or the embedded one. Prints a table; figures go to docs/performance.md.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../platform/config.js';
import { DEMO_PASSWORD, isSeeded } from '../seed/seed.js';
import { startServer } from '../server.js';
import { percentile, printTable } from './report.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

interface Statement {
  text: string;
  values: unknown[];
}

const config = loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn' });
const server = await startServer(config);
if (!(await isSeeded(server.database.pool))) {
  console.error('The database is empty: run `npm run seed -- --transactions 1000000` first.');
  await server.close();
  process.exit(1);
}
await server.fastify.listen({ port: 0, host: '127.0.0.1' });
const address = server.fastify.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// Records the data statements an API call runs, to replay exactly those against the database.
let recording: Statement[] | undefined;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof config === 'string' ? config : config?.text;
  // Every read the call makes, the session lookup included; not the occasional last-seen update.
  if (recording && typeof text === 'string' && /^\s*select/i.test(text)) {
    recording.push({ text, values: (typeof config === 'object' ? config.values : values) ?? [] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function login(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('psp_session='))!
    .split(';')[0]!;
}

async function apiCall(cookie: string, query: string): Promise<void> {
  const [list, count] = await Promise.all([
    fetch(`${base}/api/transaction?${query}`, { headers: { cookie } }),
    fetch(`${base}/api/transaction/count?${query}`, { headers: { cookie } }),
  ]);
  if (!list.ok || !count.ok) throw new Error(`API answered ${list.status}/${count.status}`);
  await Promise.all([list.json(), count.json()]);
}

// The server's own pool: the embedded database serves one connection at a time.
const pool = server.database.pool;
async function sqlCall(statements: Statement[]): Promise<void> {
  // As the API runs them, per request: the session lookup, then for the list its query and the populate
  // queries together, for the count its query; the two requests side by side.
  const isSession = (statement: Statement) => statement.text.includes('"sessions"');
  const isCount = (statement: Statement) => statement.text.trim().startsWith('SELECT count');
  const session = statements.find(isSession)!;
  const [list, ...populates] = statements.filter((statement) => !isSession(statement) && !isCount(statement));
  const count = statements.find(isCount)!;
  const run = (statement: Statement) => pool.query(statement.text, statement.values);
  await Promise.all([
    (async () => {
      await run(session);
      await run(list!);
      await Promise.all(populates.map(run));
    })(),
    (async () => {
      await run(session);
      await run(count);
    })(),
  ]);
}

/** Runs both alternately, so that a change in machine load affects both series alike. */
async function measure(...runs: (() => Promise<void>)[]): Promise<number[][]> {
  const samples = runs.map(() => [] as number[]);
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    for (const [index, run] of runs.entries()) {
      const start = performance.now();
      await run();
      if (i >= WARMUP) samples[index]!.push(performance.now() - start);
    }
  }
  return samples;
}

const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
const query = new URLSearchParams({
  'created_at>': since,
  _sort: '-created_at',
  _populate: 'payment_profile,customer',
}).toString();
const [{ count: total }] = (
  await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions')
).rows as [{ count: number }];
const scenarios = [
  ['merchant (owner@goudenkorst.demo)', 'owner@goudenkorst.demo'],
  ['provider, all merchants (admin@lighthouse.demo)', 'admin@lighthouse.demo'],
] as const;

const rows: string[][] = [];
for (const [name, email] of scenarios) {
  const cookie = await login(email);
  recording = [];
  await apiCall(cookie, query);
  const statements = recording;
  recording = undefined;
  const [api, raw] = (await measure(
    () => apiCall(cookie, query),
    () => sqlCall(statements),
  )) as [number[], number[]];
  const target = 1.3 * percentile(raw, 95) + 2;
  rows.push([
    name,
    percentile(api, 50).toFixed(2),
    percentile(api, 95).toFixed(2),
    percentile(raw, 50).toFixed(2),
    percentile(raw, 95).toFixed(2),
    target.toFixed(2),
    percentile(api, 95) <= target ? 'yes' : 'NO',
  ]);
}

pg.Client.prototype.query = originalQuery;
console.log(
  `\nTransaction list, last 30 days, -created_at, populate payment_profile+customer, with count; ${total.toLocaleString('en')} transactions; ${server.database.embedded ? 'embedded PGlite' : 'PostgreSQL'}; ${ITERATIONS} runs after ${WARMUP} warm-up\n`,
);
printTable(
  ['scenario', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'SQL p95 ms', 'target p95 ms', 'met'],
  rows,
);
await server.close();
