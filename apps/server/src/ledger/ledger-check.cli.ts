// `npm run ledger:check`: the ledger check (ADR 0015) on the database of DATABASE_URL (or the embedded
// one). Exits 1 when an entry does not balance, a merchant's balances do not add up or a settlement's
// lines do not make its payout.
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { checkLedger } from './ledger-check.js';

const database = await openDatabase(loadConfig());
let exitCode = 1;
try {
  const started = performance.now();
  const check = await checkLedger(database.pool);
  console.log(
    `${check.entries.toLocaleString('en')} entries, ${check.postings.toLocaleString('en')} postings, ` +
      `${check.merchants} merchant balances, checked in ${Math.round(performance.now() - started)} ms`,
  );
  for (const id of check.unbalanced) console.log(`entry ${id} does not balance`);
  for (const row of check.differences) {
    console.log(
      `merchant ${row.organisation} ${row.currency_code}: payouts + balances ${row.ledger}, expected ${row.expected}`,
    );
  }
  for (const id of check.settlements) console.log(`settlement ${id}: lines and payout do not add up`);
  console.log(check.ok ? 'The ledger is consistent.' : 'The ledger is NOT consistent.');
  exitCode = check.ok ? 0 : 1;
} finally {
  await database.close();
}
process.exit(exitCode);
