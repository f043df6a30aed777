// `npm run bench -- hits`: GET /api/validationruleset/hits and /api/routing/hits through the API, for
// provider staff (every merchant's rulesets and routings) and a merchant owner, with every ruleset and
// routing of the seeded database given an hourly and a daily counter for each hour and day of the last
// BENCH_HIT_DAYS days (the most a counter table holds when every hour has payments; 90 by default, so the
// windows read a part of it). The hits read only counters: the number of payments does not enter. The counters stay.
import { performance } from 'node:perf_hooks';
import { loopbackRequest } from '../platform/http/loopback-client.js';
import { percentile, printTable } from './report.js';
import { sessionCookie, startBenchServer } from './session.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const DAYS = Number(process.env.BENCH_HIT_DAYS ?? 90);

const { server, base } = await startBenchServer();
const pool = server.database.pool;

await pool.query(
  `INSERT INTO decision_hits (subject_id, bucket, start, organisation_id, subject, count)
   SELECT s.id, b.bucket, start, s.organisation_id, s.subject, 1 + (random() * 40)::int
   FROM (SELECT id, organisation_id, 'validationruleset' AS subject FROM validation_rulesets
         UNION ALL SELECT id, organisation_id, 'routing' FROM routings) s
   CROSS JOIN (VALUES ('hour', interval '1 hour'), ('day', interval '1 day')) AS b(bucket, step)
   CROSS JOIN LATERAL generate_series(date_trunc(b.bucket, now()) - make_interval(days => $1),
                                      date_trunc(b.bucket, now()), b.step) AS start
   ON CONFLICT (subject_id, bucket, start) DO NOTHING`,
  [DAYS],
);
await pool.query('ANALYZE decision_hits');
const { rows: sizes } = await pool.query<{
  counters: string;
  rulesets: string;
  routings: string;
  payments: string;
}>(
  `SELECT (SELECT count(*) FROM decision_hits) AS counters, (SELECT count(*) FROM validation_rulesets) AS rulesets,
          (SELECT count(*) FROM routings) AS routings, (SELECT count(*) FROM transactions) AS payments`,
);

const login = (email: string) => sessionCookie(base, email);

const rows: string[][] = [];
for (const [who, email] of [
  ['provider staff', 'admin@lighthouse.demo'],
  ['merchant owner', 'owner@goudenkorst.demo'],
] as const) {
  const cookie = await login(email);
  for (const resource of ['validationruleset', 'routing']) {
    const times: number[] = [];
    let answered = 0;
    for (let index = 0; index < WARMUP + ITERATIONS; index++) {
      const start = performance.now();
      const answer = await loopbackRequest('GET', `${base}/api/${resource}/hits`, { cookie });
      if (answer.status !== 200)
        throw new Error(`${resource}/hits answered ${answer.status}: ${answer.body}`);
      if (index >= WARMUP) times.push(performance.now() - start);
      answered = (JSON.parse(answer.body) as unknown[]).length;
    }
    rows.push([
      who,
      `${resource}/hits`,
      String(answered),
      percentile(times, 50).toFixed(2),
      percentile(times, 95).toFixed(2),
    ]);
  }
}
const size = sizes[0]!;
console.log(
  `${Number(size.payments).toLocaleString('en')} payments, ${size.rulesets} rulesets, ${size.routings} routings, ` +
    `${Number(size.counters).toLocaleString('en')} counters (hourly and daily, ${DAYS} days)`,
);
printTable(['caller', 'call', 'records', 'p50 ms', 'p95 ms'], rows);
await server.close();
