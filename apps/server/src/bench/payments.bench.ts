// `npm run bench -- payments`: POST /v1/transactions through the whole engine (rulesets, routing,
// middlewares, simulated processor, one write transaction, events) from BENCH_CLIENTS concurrent loopback
// clients with a realistic card mix: first as fast as they can for half of BENCH_SECONDS (payments/s
// sustained), then at half that rate for the other half (latency p50/p95/p99). On the seeded database of
// DATABASE_URL or the embedded one; the payments it makes stay in that database.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../platform/config.js';
import { DEMO_PASSWORD, isSeeded } from '../seed/seed.js';
import { startServer } from '../server.js';
import { percentile, printTable } from './report.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);

/** Mostly approved cards, some declines, a few 3-D Secure challenges (answered PENDING). */
const CARD_MIX: readonly [string, number][] = [
  ['4242424242424242', 60],
  ['5555555555554444', 15],
  ['4111111111111111', 10],
  ['4000000000000002', 7],
  ['4000000000009995', 5],
  ['4000002760003184', 3],
];
const cardNumbers = CARD_MIX.flatMap(([number, weight]) => Array<string>(weight).fill(number));

const config = loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn' });
const server = await startServer(config);
if (!(await isSeeded(server.database.pool))) {
  console.error('The database is empty: run `npm run seed` first.');
  await server.close();
  process.exit(1);
}
await server.fastify.listen({ port: 0, host: '127.0.0.1' });
const address = server.fastify.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// A card profile of the bakery (the demo merchant) whose processors are answering at once.
const { rows } = await server.database.pool.query<{
  id: string;
  organisation_id: string;
  currency_code: string;
}>(
  `SELECT pp.id, pp.organisation_id, pp.currency_code FROM payment_profiles pp
   JOIN users u ON u.organisation_id = pp.organisation_id AND u.email = 'owner@goudenkorst.demo'
   WHERE EXISTS (SELECT 1 FROM payment_profile_processors ppp JOIN processors p ON p.id = ppp.processor_id
                 WHERE ppp.payment_profile_id = pp.id AND p.payment_product = 'card' AND p.active)
   ORDER BY pp.name LIMIT 1`,
);
const profile = rows[0];
if (!profile) throw new Error('No card payment profile for owner@goudenkorst.demo');
await server.database.pool.query(
  `UPDATE processors SET simulated_latency_ms = 0, simulated_outcome = NULL
   WHERE id IN (SELECT processor_id FROM payment_profile_processors WHERE payment_profile_id = $1)`,
  [profile.id],
);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin@lighthouse.demo', password: DEMO_PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .find((value) => value.startsWith('psp_session='))!
  .split(';')[0]!;
const created = await fetch(`${base}/api/apikey`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ name: 'Payments benchmark', organisation: profile.organisation_id }),
});
const { secret } = (await created.json()) as { secret: string };

let sequence = 0;
async function onePayment(): Promise<number> {
  const index = sequence++;
  const body = {
    amount: 500 + ((index * 7919) % 20_000),
    currency_code: profile!.currency_code,
    payment_profile: profile!.id,
    payment_product: 'card',
    merchant_reference: `bench-${Date.now()}-${index}`,
    card: {
      number: cardNumbers[index % cardNumbers.length],
      expiry_month: 12,
      expiry_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    },
    country_code: 'NL',
  };
  const start = performance.now();
  const response = await fetch(`${base}/v1/transactions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
      'idempotency-key': `bench-${index}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST /v1/transactions answered ${response.status}`);
  return performance.now() - start;
}

// Phase 1: as fast as CLIENTS clients go.
const half = (SECONDS * 1000) / 2;
let done = 0;
const saturatedUntil = performance.now() + half;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < saturatedUntil) {
      await onePayment();
      done++;
    }
  }),
);
const sustained = done / (half / 1000);

// Phase 2: at half that rate, evenly spaced, measuring each payment's latency.
const rate = sustained / 2;
const latencies: number[] = [];
const started = performance.now();
const inFlight: Promise<void>[] = [];
for (let index = 0; performance.now() - started < half; index++) {
  const due = started + (index * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  inFlight.push(onePayment().then((ms) => void latencies.push(ms)));
}
await Promise.all(inFlight);

console.log(
  `\nPOST /v1/transactions, card mix ${CARD_MIX.map(([n, w]) => `${n.slice(-4)} ${w}%`).join(', ')}; ${server.database.embedded ? 'embedded PGlite' : 'PostgreSQL'}; ${CLIENTS} clients, ${SECONDS} s\n`,
);
printTable(
  ['payments/s sustained', 'rate for latency /s', 'payments', 'p50 ms', 'p95 ms', 'p99 ms'],
  [
    [
      sustained.toFixed(1),
      rate.toFixed(1),
      String(latencies.length),
      percentile(latencies, 50).toFixed(2),
      percentile(latencies, 95).toFixed(2),
      percentile(latencies, 99).toFixed(2),
    ],
  ],
);
await server.close();
