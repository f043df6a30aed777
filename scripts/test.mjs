// `npm test`: type check and lint, unit and API tests on the embedded database, the API tests again on
// a real PostgreSQL when TEST_DATABASE_URL is set, the date-reading API tests on edge days, then the
// browser tests. Ends with one line `tests: N passed, N failed` summing every runner.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();

const reports = mkdtempSync(path.join(os.tmpdir(), 'psp-test-'));
const totals = { passed: 0, failed: 0 };
const lines = [];

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${name.padEnd(34)} ${passed} passed, ${failed} failed`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function vitest(name, args, env) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    { env },
  );
  const report = readJson(output);
  if (!report) return record(name, 0, 1);
  record(
    name,
    report.numPassedTests,
    report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
  );
}

const check = await run('npm', ['run', 'check']);
record('types + lint (npm run check)', check === 0 ? 1 : 0, check === 0 ? 0 : 1);

const { TEST_DATABASE_URL, ...withoutDatabase } = process.env;
await vitest('unit + API (embedded PGlite)', [], { ...withoutDatabase, TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) await vitest('API (PostgreSQL)', ['--project', 'server'], { TEST_DATABASE_URL });

// The API tests that read calendar days, once more on the embedded database with the whole process's clock
// at edge days (apps/server/src/test/shifted-clock.ts): the first of a month and of a year (still the 31st
// in UTC), 29 February late in the evening, the two DST Sundays of Europe/Amsterdam, where the reports count
// their days, and 31 December in ISO week 53. The real PostgreSQL server keeps its own clock, so not there.
const EDGE_INSTANTS = [
  '2027-01-01T00:30:00+01:00',
  '2028-02-29T23:30:00+01:00',
  '2027-03-28T03:30:00+02:00',
  '2027-10-31T02:30:00+01:00',
  '2026-12-31T23:30:00+01:00',
];
const DATE_READING_TESTS = [
  'src/financial-reports/',
  'src/statistics/',
  'src/reports/reports.test',
  'src/reports/report-schedules.test',
  'src/subscriptions/',
  'src/scheduled-transactions/',
  'src/payment-links/',
  'src/decisions/decision-hits.test',
  'src/lifecycle/',
  'src/ledger/ledger.test',
  'src/host2host/',
  'src/admin/settlement-updates.test',
  'src/transactions/transaction-lists.test',
  'src/audit-trail/',
];
for (const instant of EDGE_INSTANTS)
  await vitest(`API on ${instant} (embedded)`, ['--project', 'server', ...DATE_READING_TESTS], {
    ...withoutDatabase,
    TEST_DATABASE_URL: '',
    TEST_CLOCK: instant,
  });

if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  const output = path.join(reports, 'playwright.json');
  const code = await run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    },
  );
  const report = readJson(output);
  const stats = report?.stats ?? { expected: 0, unexpected: 1, flaky: 0 };
  record(
    'browser (Playwright)',
    stats.expected + stats.flaky,
    stats.unexpected + (code !== 0 && !stats.unexpected ? 1 : 0),
  );
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
