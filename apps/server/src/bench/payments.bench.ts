// `npm run bench -- payments`: POST /v1/transactions through the whole engine (rulesets, routing,
// middlewares, simulated processor, one write transaction, events) from BENCH_CLIENTS concurrent loopback
// clients in this process against BENCH_PROCESSES server processes (`main`, started here; the clients
// send their requests round-robin over them) with a realistic card mix: first as fast as they can for
// half of BENCH_SECONDS (payments/s sustained), then at half that rate for the other half (latency
// p50/p95/p99). BENCH_PROCESSES=1,2 measures each count in turn, one table row each. On the seeded
// database of DATABASE_URL or the embedded one (one process only); the payments stay in that database.
import { performance } from 'node:perf_hooks';
import {
  CARD_MIX,
  CARD_PROFILE_SQL,
  type CardProfile,
  createApiKey,
  INSTANT_PROCESSORS_SQL,
  paymentRequest,
  postPayment,
} from '../payments/payment-load.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { type ServerProcess, startServerProcess } from '../platform/server-process.js';
import { isSeeded } from '../seed/seed.js';
import { percentile, printTable } from './report.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1').split(',').map(Number);

const config = loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn' });
if (!config.databaseUrl && PROCESS_COUNTS.some((count) => count !== 1)) {
  console.error('The embedded database serves one process: set DATABASE_URL for BENCH_PROCESSES above 1.');
  process.exit(2);
}

// Set up before any server starts (the embedded database is opened by one process at a time).
const database = await openDatabase(config);
if (!(await isSeeded(database.pool))) {
  console.error('The database is empty: run `npm run seed` first.');
  await database.close();
  process.exit(1);
}
const profile = (await database.pool.query<CardProfile>(CARD_PROFILE_SQL)).rows[0];
if (!profile) throw new Error('No card payment profile for owner@goudenkorst.demo');
await database.pool.query(INSTANT_PROCESSORS_SQL, [profile.id]);
const embedded = database.embedded;
await database.close();

const serverEnv: Record<string, string> = config.databaseUrl
  ? { DATABASE_URL: config.databaseUrl }
  : { DATA_DIR: config.dataDir };
const run = `bench-${Date.now()}`;
let sequence = 0;

/** One payment to the next server in turn; its latency in ms. */
async function onePayment(servers: readonly ServerProcess[], secret: string): Promise<number> {
  const index = sequence++;
  const start = performance.now();
  const { status } = await postPayment(
    servers[index % servers.length]!.url,
    secret,
    paymentRequest(profile!, index, run),
  );
  if (status !== 201) throw new Error(`POST /v1/transactions answered ${status}`);
  return performance.now() - start;
}

async function measure(count: number): Promise<string[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => startServerProcess(serverEnv)));
  try {
    const secret = await createApiKey(
      servers[0]!.url,
      profile!.organisation_id,
      `Payments benchmark ${count}`,
    );

    // Phase 1: as fast as CLIENTS clients go.
    const half = (SECONDS * 1000) / 2;
    let done = 0;
    const saturatedUntil = performance.now() + half;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < saturatedUntil) {
          await onePayment(servers, secret);
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
      inFlight.push(onePayment(servers, secret).then((ms) => void latencies.push(ms)));
    }
    await Promise.all(inFlight);
    return [
      String(count),
      sustained.toFixed(1),
      rate.toFixed(1),
      String(latencies.length),
      percentile(latencies, 50).toFixed(2),
      percentile(latencies, 95).toFixed(2),
      percentile(latencies, 99).toFixed(2),
    ];
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  }
}

const rows: string[][] = [];
for (const count of PROCESS_COUNTS) rows.push(await measure(count));

console.log(
  `\nPOST /v1/transactions, card mix ${CARD_MIX.map(([n, w]) => `${n.slice(-4)} ${w}%`).join(', ')}; ${embedded ? 'embedded PGlite' : 'PostgreSQL'}; ${CLIENTS} clients in the bench process, ${SECONDS} s per process count\n`,
);
printTable(
  ['processes', 'payments/s sustained', 'rate for latency /s', 'payments', 'p50 ms', 'p95 ms', 'p99 ms'],
  rows,
);
