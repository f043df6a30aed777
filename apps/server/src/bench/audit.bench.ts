// `npm run bench -- audit`: what recording the audit trail costs a /v1 payment, as CPU time rather than
// throughput, so the figure holds on a machine other work shares. For each run (recording on, off, off,
// on, on, off: a load trend favours neither) it starts a server process with AUDIT_TRAIL set, makes
// BENCH_PAYMENTS payments (default 1,500) from BENCH_CLIENTS clients after a warm-up, and reads the CPU
// time the server process and the PostgreSQL server (postmaster and its children, found by the port of
// DATABASE_URL) spent meanwhile from /proc. Linux and a real PostgreSQL (DATABASE_URL) only.
import {
  CARD_PROFILE_SQL,
  type CardProfile,
  createApiKey,
  INSTANT_PROCESSORS_SQL,
  paymentRequest,
  postPayment,
} from '../payments/payment-load.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { startServerProcess } from '../platform/server-process.js';
import { cpuOf, loadAverage, postgresCpuReader } from './process-cpu.js';
import { printTable } from './report.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1500);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const WARM_UP = 100;
const MODES = ['on', 'off', 'off', 'on', 'on', 'off'] as const;

const config = loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn' });
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL: the bench reads the CPU time of the PostgreSQL server processes.');
  process.exit(2);
}
const port = new URL(config.databaseUrl).port || '5432';
const database = await openDatabase(config);
const profile = (await database.pool.query<CardProfile>(CARD_PROFILE_SQL)).rows[0];
if (!profile) throw new Error('No card payment profile: run `npm run seed` first.');
await database.pool.query(INSTANT_PROCESSORS_SQL, [profile.id]);
await database.close();

const postgresCpu = postgresCpuReader(port);

async function payments(url: string, secret: string, count: number, run: string, offset: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const index = offset + next++;
        const { status } = await postPayment(url, secret, paymentRequest(profile!, index, run));
        if (status !== 201) throw new Error(`POST /v1/transactions answered ${status}`);
      }
    }),
  );
}

const rows: string[][] = [];
for (const [index, mode] of MODES.entries()) {
  const server = await startServerProcess({ DATABASE_URL: config.databaseUrl, AUDIT_TRAIL: mode });
  try {
    const pid = server.child.pid!;
    const secret = await createApiKey(server.url, profile.organisation_id, `Audit benchmark ${index}`);
    const run = `audit-bench-${Date.now()}`;
    await payments(server.url, secret, WARM_UP, run, 0);
    const before = { server: cpuOf(pid)!.ms, postgres: postgresCpu(), at: performance.now() };
    await payments(server.url, secret, PAYMENTS, run, WARM_UP);
    // The last batch of the trail is written within 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const server_ms = (cpuOf(pid)!.ms - before.server) / PAYMENTS;
    const postgres_ms = (postgresCpu() - before.postgres) / PAYMENTS;
    const seconds = (performance.now() - before.at - 300) / 1000;
    rows.push([
      String(index + 1),
      mode,
      (PAYMENTS / seconds).toFixed(1),
      server_ms.toFixed(3),
      postgres_ms.toFixed(3),
      (server_ms + postgres_ms).toFixed(3),
      loadAverage(),
    ]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

console.log(
  `\nPOST /v1/transactions, ${PAYMENTS} payments per run from ${CLIENTS} clients, CPU ms per payment\n`,
);
printTable(['run', 'AUDIT_TRAIL', 'payments/s', 'server ms', 'PostgreSQL ms', 'total ms', 'load'], rows);
