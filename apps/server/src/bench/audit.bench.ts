// `npm run bench -- audit`: what recording the audit trail costs a /v1 payment, as CPU time rather than
// throughput, so the figure holds on a machine other work shares. For each run (recording on, off, off,
// on, on, off: a load trend favours neither) it starts a server process with AUDIT_TRAIL set, makes
// BENCH_PAYMENTS payments (default 1,500) from BENCH_CLIENTS clients after a warm-up, and reads the CPU
// time the server process and the PostgreSQL server (postmaster and its children, found by the port of
// DATABASE_URL) spent meanwhile from /proc. Linux and a real PostgreSQL (DATABASE_URL) only.
import { readdirSync, readFileSync } from 'node:fs';
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
import { printTable } from './report.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1500);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const WARM_UP = 100;
const MODES = ['on', 'off', 'off', 'on', 'on', 'off'] as const;
const TICK_MS = 10; // /proc times are in clock ticks of 1/100 s on Linux

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

/** user + system CPU of a process in ms, and its parent's pid. */
function cpuOf(pid: number): { ms: number; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, parent: Number(fields[1]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
const postmaster = pids().find((pid) => {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return command[0]?.endsWith('postgres') && command.includes(port);
  } catch {
    return false;
  }
});
if (!postmaster) throw new Error(`No PostgreSQL server process with -p ${port} on this machine`);

/** The CPU of the PostgreSQL server: the postmaster and every backend and worker under it. */
function postgresCpu(): number {
  let total = 0;
  for (const pid of pids()) {
    const cpu = cpuOf(pid);
    if (cpu && (pid === postmaster || cpu.parent === postmaster)) total += cpu.ms;
  }
  return total;
}

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
      readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!,
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
