// `npm run bench -- <name>`: one benchmark by name (default `transactions`). Each prints a table whose
// figures go to docs/performance.md with the command that produced them.
const BENCHES = {
  transactions: () => import('./list.bench.js'),
  lists: () => import('./list.bench.js'),
  export: () => import('./list.bench.js'),
  decision: () => import('./decision.bench.js'),
  payments: () => import('./payments.bench.js'),
  hits: () => import('./hits.bench.js'),
  backtest: () => import('./backtest.bench.js'),
  audit: () => import('./audit.bench.js'),
  reports: () => import('./reports.bench.js'),
  billing: () => import('./billing.bench.js'),
  statistics: () => import('./statistics.bench.js'),
  settlement: () => import('./settlement.bench.js'),
} as const;

const name = process.argv[2] ?? 'transactions';
if (!(name in BENCHES)) {
  console.error(`Unknown benchmark '${name}'. Choose one of: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
await BENCHES[name as keyof typeof BENCHES]();
