// `npm run bench` (or `npm run bench -- transactions`): the transaction list call through the API (30 days,
// -created_at, payment_profile and customer populated, plus its count) against the same SQL executed
// directly, on the seeded database of DATABASE_URL or the embedded one. `npm run bench -- lists` adds every
// list of the payment data screens (variants, refunds, chargebacks, customers, the customer's tab, the
// refund form's search) and a CSV export of 100,000 rows with the process's memory. The API's client runs
// on a thread of its own (api-client.worker.ts) and times each call to its last byte. Prints tables;
// figures go to docs/performance.md.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApiClient } from './api-client.js';
import { percentile, printTable } from './report.js';
import { sessionCookie, startBenchServer } from './session.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

interface Statement {
  text: string;
  values: unknown[];
}

const { server, base } = await startBenchServer();

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

const login = (email: string) => sessionCookie(base, email);

interface Scenario {
  name: string;
  email: string;
  resource: string;
  query: string;
  /** The screen shows the total beside the page (`_count=true`; not for a search or a deep page). */
  count: boolean;
}

const client = startApiClient();
/**
 * The list as the web asks for it: one request, with its total when the screen shows one; timed by the
 * client thread to the answer's last byte.
 */
async function apiCall(cookie: string, { resource, query, count }: Scenario): Promise<number> {
  return client.get(`${base}/api/${resource}?${query}${count ? '&_count=true' : ''}`, cookie);
}

// The server's own pool: the embedded database serves one connection at a time.
const pool = server.database.pool;
async function sqlCall(statements: Statement[]): Promise<undefined> {
  // As the API runs them in one request: the session lookup, then the list with its populate queries
  // and, when the screen shows a total (`_count=true`), the count beside them.
  const isSession = (statement: Statement) => statement.text.includes('"sessions"');
  const isCount = (statement: Statement) => statement.text.trim().startsWith('SELECT count');
  const session = statements.find(isSession)!;
  const [list, ...populates] = statements.filter((statement) => !isSession(statement) && !isCount(statement));
  const count = statements.find(isCount);
  const run = (statement: Statement) => pool.query(statement.text, statement.values);
  const page = async () => {
    await run(list!);
    await Promise.all(populates.map(run));
  };
  await run(session);
  await Promise.all([page(), count && run(count)]);
  return undefined;
}

/**
 * Runs both alternately, so that a change in machine load affects both series alike. A run that times
 * itself (the API client's thread) answers its milliseconds.
 */
async function measure(...runs: (() => Promise<number | undefined>)[]): Promise<number[][]> {
  const samples = runs.map(() => [] as number[]);
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    for (const [index, run] of runs.entries()) {
      const start = performance.now();
      const own = await run();
      if (i >= WARMUP) samples[index]!.push(own ?? performance.now() - start);
    }
  }
  return samples;
}

const lists = process.argv[2] === 'lists';
/** `npm run bench -- export`: the CSV export alone (BENCH_EXPORT_ROWS rows), to compare sizes. */
const exportOnly = process.argv[2] === 'export';
const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
const params = (values: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    for (const one of [value].flat()) search.append(key, one);
  return search.toString();
};
const month = { 'created_at>': since, _sort: '-created_at' };
const OWNER = 'owner@goudenkorst.demo';
const ADMIN = 'admin@lighthouse.demo';
const transactions = params({ ...month, _populate: 'payment_profile,customer' });
const [{ count: total }] = (
  await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions')
).rows as [{ count: number }];

const scenarios: Scenario[] = [
  {
    name: 'transactions, merchant (owner@goudenkorst.demo)',
    email: OWNER,
    resource: 'transaction',
    query: transactions,
    count: true,
  },
  {
    name: 'transactions, provider, all merchants (admin@lighthouse.demo)',
    email: ADMIN,
    resource: 'transaction',
    query: transactions,
    count: true,
  },
];
if (lists) {
  const [busiest] = (
    await pool.query<{ customer_id: string }>(
      `SELECT t.customer_id FROM transactions t JOIN users u ON u.organisation_id = t.organisation_id
        WHERE u.email = $1 AND t.customer_id IS NOT NULL GROUP BY t.customer_id ORDER BY count(*) DESC LIMIT 1`,
      [OWNER],
    )
  ).rows;
  const variants: [string, Record<string, string | string[]>][] = [
    ['tagged', { 'tags>': '1' }],
    ['blocked', { blocked: 'true', status: 'FAILED' }],
    ['missed', { 'status[]': ['ABANDONED', 'EXPIRED', 'CANCELLED'] }],
    ['declined', { 'status[]': ['DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED'] }],
  ];
  scenarios.push(
    {
      name: '/psp/transactions with the merchant column',
      email: ADMIN,
      resource: 'transaction',
      query: params({ ...month, _populate: 'payment_profile,customer,organisation' }),
      count: true,
    },
    ...variants.map(([variant, filter]) => ({
      name: `transactions ${variant}, merchant`,
      email: OWNER,
      resource: 'transaction',
      query: params({ ...month, ...filter, _populate: 'payment_profile,customer' }),
      count: true,
    })),
    {
      name: 'transactions, amount 10-50 EUR, merchant',
      email: OWNER,
      resource: 'transaction',
      query: params({
        ...month,
        'amount>': '1000',
        'amount<': '5000',
        currency_code: 'EUR',
        _populate: 'payment_profile,customer',
      }),
      count: true,
    },
    {
      name: "customer's Transactions tab (25, count)",
      email: OWNER,
      resource: 'transaction',
      query: params({
        customer: busiest!.customer_id,
        _sort: '-created_at',
        _populate: 'payment_profile',
        _limit: '25',
      }),
      count: true,
    },
    {
      name: 'refund form search (BGK1, 25)',
      email: OWNER,
      resource: 'transaction',
      query: params({ _search: 'BGK1', _populate: 'customer,payment_profile', _limit: '25' }),
      count: false,
    },
    {
      name: 'refunds, merchant',
      email: OWNER,
      resource: 'refund',
      query: params({ ...month, _populate: 'transaction,payment_profile,customer' }),
      count: true,
    },
    {
      name: 'chargebacks, merchant',
      email: OWNER,
      resource: 'chargeback',
      query: params({ ...month, _populate: 'transaction,payment_profile,processor,customer' }),
      count: true,
    },
    { name: 'customers, merchant', email: OWNER, resource: 'customer', query: params(month), count: true },
    {
      name: 'scheduled transactions (CREATED), merchant',
      email: OWNER,
      resource: 'scheduledtransaction',
      query: params({ status: 'CREATED', _sort: 'due_date' }),
      count: true,
    },
  );
}

const rows: string[][] = [];
const cookies = new Map<string, string>();
for (const scenario of exportOnly ? [] : scenarios) {
  const cookie = cookies.get(scenario.email) ?? (await login(scenario.email));
  cookies.set(scenario.email, cookie);
  recording = [];
  await apiCall(cookie, scenario);
  const statements = recording;
  recording = undefined;
  const [api, raw] = (await measure(
    () => apiCall(cookie, scenario),
    () => sqlCall(statements),
  )) as [number[], number[]];
  const target = 1.3 * percentile(raw, 95) + 2;
  rows.push([
    scenario.name,
    percentile(api, 50).toFixed(2),
    percentile(api, 95).toFixed(2),
    percentile(raw, 50).toFixed(2),
    percentile(raw, 95).toFixed(2),
    target.toFixed(2),
    percentile(api, 95) <= target ? 'yes' : 'NO',
  ]);
}

pg.Client.prototype.query = originalQuery;
if (!exportOnly)
  console.log(
    `\n${lists ? 'Lists of the payment data screens' : 'Transaction list'}, last 30 days unless said, -created_at, with count; ${total.toLocaleString('en')} transactions; ${server.database.embedded ? 'embedded PGlite' : 'PostgreSQL'}; ${ITERATIONS} runs after ${WARMUP} warm-up\n`,
  );
if (!exportOnly)
  printTable(
    ['scenario', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'SQL p95 ms', 'target p95 ms', 'met'],
    rows,
  );
if (lists || exportOnly) await benchExport(cookies.get(ADMIN) ?? (await login(ADMIN)));
await client.close();
await server.close();

/**
 * A CSV export of the newest EXPORT_ROWS payments of all merchants as the provider: the time until the
 * last byte, and the process's resident memory sampled every 10 ms (the server runs in this process; the
 * client only counts lines).
 */
async function benchExport(cookie: string): Promise<void> {
  const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
  const [{ from }] = (
    await pool.query<{ from: string }>(
      'SELECT created_at AS from FROM transactions ORDER BY created_at DESC OFFSET $1 LIMIT 1',
      [EXPORT_ROWS - 1],
    )
  ).rows as [{ from: string }];
  const query = params({
    'created_at>': from,
    _columns:
      'id,created_at,merchant_reference,amount,status,payment_product,customer.email_address,organisation.name',
  });
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 10);
  const start = performance.now();
  const response = await fetch(`${base}/api/transaction/export?${query}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const mib = (value: number) => (value / 1024 / 1024).toFixed(0);
  console.log(
    `\nCSV export of the newest ${EXPORT_ROWS.toLocaleString('en')} payments (provider), 8 columns, 2 populated\n`,
  );
  printTable(
    [
      'rows',
      'MiB',
      'seconds',
      'rows/s',
      'RSS before MiB',
      'RSS peak MiB',
      'heap before MiB',
      'heap peak MiB',
    ],
    [
      [
        (lines - 1).toLocaleString('en'),
        mib(bytes),
        seconds.toFixed(2),
        ((lines - 1) / seconds).toFixed(0),
        mib(before.rss),
        mib(peak),
        mib(before.heapUsed),
        mib(heapPeak),
      ],
    ],
  );
}
