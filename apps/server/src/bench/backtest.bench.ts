// `npm run bench -- backtest`: the backtest of a draft ruleset and a draft routing over the largest
// merchant's payments of the last 30 and 90 days, through the API as the web calls it (NDJSON read to its
// last line), `BENCH_ITERATIONS` times each (default 5), on the seeded database of DATABASE_URL. Then every
// payment of the database (all organisations, all time, read in one pass as if they were one merchant's)
// through the same reader and tally in-process: the figure for an organisation with 1M payments in its
// window. Prints tables; figures go to docs/performance.md.
import { performance } from 'node:perf_hooks';
import { compileRuleset, type routingBacktestSchema, type rulesetBacktestSchema } from '@psp/domain';
import type { z } from 'zod';
import { joinsFor, readPastPayments } from '../backtest/past-payments.js';
import { RulesetBacktestTally } from '../backtest/ruleset-backtest.js';
import { loopbackRequest } from '../platform/http/loopback-client.js';
import { percentile, printTable } from './report.js';
import { sessionCookie, startBenchServer } from './session.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5);

const { server, base } = await startBenchServer();
const { db } = server.database;

// The merchant with the most payments.
const largest = await db
  .selectFrom('transactions')
  .select(['organisation_id', (eb) => eb.fn.countAll<number>().as('count')])
  .groupBy('organisation_id')
  .orderBy('count', 'desc')
  .executeTakeFirstOrThrow();
const merchant = await db
  .selectFrom('organisations')
  .select('name')
  .where('id', '=', largest.organisation_id)
  .executeTakeFirstOrThrow();
// Provider staff working in the merchant (X-Organisation), as /psp/merchants/{id} does: the merchant's
// owner logs in with a second factor.
const ADMIN = 'admin@lighthouse.demo';
const cookie = await sessionCookie(base, ADMIN);

const processors = await db
  .selectFrom('processors')
  .select(['id', 'payment_product'])
  .where('organisation_id', '=', largest.organisation_id)
  .where('active', '=', true)
  .execute();
// The product with the most payments of the merchant, and its processors.
const product = await db
  .selectFrom('transactions')
  .select(['payment_product', (eb) => eb.fn.countAll<number>().as('count')])
  .where('organisation_id', '=', largest.organisation_id)
  .groupBy('payment_product')
  .orderBy('count', 'desc')
  .executeTakeFirstOrThrow();
const endpoints = processors.filter((processor) => processor.payment_product === product.payment_product);
const [first, second = first] = endpoints.map((processor) => processor.id) as [string, string?];

const EU = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'ES', 'IT', 'IE', 'PT', 'FI', 'DK', 'SE'];
const rulesetDraft: z.input<typeof rulesetBacktestSchema>['draft'] = {
  action: 'block',
  rules: [
    { name: 'amount', operator: '>', value: '5000' },
    { name: 'country_code', operator: 'NOT_IN', value: EU },
    { name: 'card_brand', operator: '!=', value: 'amex' },
  ],
};
// Three levels with a random split, an endpoint per branch.
const routingDraft: z.input<typeof routingBacktestSchema>['draft'] = {
  payment_product: product.payment_product as 'card',
  details: {
    if: [{ name: 'amount', operator: '>', value: '10000' }],
    then: {
      if: [{ name: 'country_code', operator: '==', value: 'NL' }],
      then: { if: [{ name: 'random', operator: '<', value: '30' }], then: second!, else: first },
      else: first,
    },
    else: { if: [{ name: 'recurring', operator: '==', value: 'true' }], then: second!, else: first },
  },
};

/** One backtest through the API: ms to the first line and to the result, and the payments replayed. */
async function backtest(path: string, body: object) {
  const started = performance.now();
  const answer = await loopbackRequest(
    'POST',
    `${base}${path}`,
    { cookie, 'content-type': 'application/json', 'x-organisation': largest.organisation_id },
    JSON.stringify(body),
  );
  const ms = performance.now() - started;
  const lines = answer.body.trimEnd().split('\n');
  const result = JSON.parse(lines.at(-1)!);
  if (answer.status !== 200 || result.type !== 'result') throw new Error(`${answer.status}: ${answer.body}`);
  return { ms, total: result.total as number, progress: lines.length - 1 };
}

const rows: string[][] = [];
for (const [name, path, draft] of [
  ['ruleset (block, 3 rules)', '/api/validationruleset/backtest', rulesetDraft],
  [`routing (${product.payment_product}, 3 levels)`, '/api/routing/backtest', routingDraft],
] as const) {
  for (const days of [30, 90]) {
    await backtest(path, { draft, days }); // warm-up
    const runs = [];
    for (let index = 0; index < ITERATIONS; index++) runs.push(await backtest(path, { draft, days }));
    const times = runs.map((run) => run.ms);
    const { total, progress } = runs[0]!;
    rows.push([
      `${name}, ${days} days`,
      String(total),
      String(progress),
      percentile(times, 50).toFixed(0),
      Math.max(...times).toFixed(0),
      Math.round(total / (percentile(times, 50) / 1000)).toLocaleString('en'),
    ]);
  }
}
console.log(
  `\nBacktest through the API, ${merchant.name} (${largest.count} payments in all), ${ITERATIONS} runs:\n`,
);
printTable(['scenario', 'payments', 'progress lines', 'p50 ms', 'max ms', 'payments/s'], rows);

// Every payment of the database through the reader and the ruleset tally, organisation by organisation.
const compiled = compileRuleset({ id: 'draft', name: 'draft', ...rulesetDraft, tag: null });
if ('issue' in compiled) throw new Error(compiled.issue.message);
const organisations = await db.selectFrom('organisations').select('id').execute();
const tally = new RulesetBacktestTally({ ruleset: compiled.ruleset, paymentProfile: null }, null, []);
const started = performance.now();
await readPastPayments(
  server.database,
  {
    organisations: organisations.map((organisation) => organisation.id),
    days: 100_000,
    joins: joinsFor(compiled.ruleset.rules.map((rule) => rule.name)),
  },
  async (page) => {
    tally.add(page);
    return true;
  },
);
const replayed = tally.answer.total;
const ms = performance.now() - started;
console.log(
  "\nEvery payment of the database, read as one merchant's, through the reader and the ruleset tally (no HTTP):\n",
);
printTable(
  ['payments', 'ms', 'payments/s'],
  [[String(replayed), ms.toFixed(0), Math.round(replayed / (ms / 1000)).toLocaleString('en')]],
);
await server.close();
