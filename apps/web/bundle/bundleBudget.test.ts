import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeJavaScriptBytes } from './measureRoutes';

/**
 * Budgets of issue 4, in gzip bytes of JavaScript. A route is the entry plus the chunks it loads before
 * anything is clicked; chunks loaded on a click (record drawer, calendar, column settings) are not part of
 * it. e2e/tests/bundle-budget.spec.ts holds these lists to what Chromium really downloads.
 */
const KB = 1024;
const BUDGETS = [
  // The logged-out screens load beside the entry; the app only after login.
  { route: 'login', modules: ['src/auth/AuthApp.tsx'], budget: 100 * KB },
  {
    route: 'shell with the transaction list',
    modules: [
      'src/app/App.tsx',
      'src/app/layout/AppLayout.tsx',
      'src/app/routing/screens/payments.ts',
      'src/transactions/TransactionsPage.tsx',
    ],
    budget: 200 * KB,
  },
  // The dashboard every user lands on (issue 16): its two charts are SVG; ECharts is not part of it.
  {
    route: 'dashboard',
    modules: [
      'src/app/App.tsx',
      'src/app/layout/AppLayout.tsx',
      'src/app/routing/screens/home.ts',
      'src/statistics/DashboardPage.tsx',
    ],
    budget: 350 * KB,
  },
  // A statistics screen with the chart library it loads for its first chart (donuts and grid on top), and
  // the world map's series (17 KB; its shapes are a JSON file, not JavaScript).
  {
    route: 'payment statistics with ECharts',
    modules: [
      'src/app/App.tsx',
      'src/app/layout/AppLayout.tsx',
      'src/app/routing/screens/insights.ts',
      'src/statistics/TransactionStatisticsPage.tsx',
      'src/statistics/echartsSetup.ts',
      'src/statistics/echartsMore.ts',
      'src/statistics/echartsMap.ts',
    ],
    budget: 440 * KB,
  },
  // The hosted payment page (issue 12) is a build of its own (vite.pay.config.ts): plain DOM code.
  { route: 'hosted payment page', entry: 'pay.html', modules: [], budget: 60 * KB },
] as const;

const outDir = mkdtempSync(join(tmpdir(), 'psp-web-budget-'));
const payOutDir = mkdtempSync(join(tmpdir(), 'psp-pay-budget-'));

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite would honour and so bundle React's development build;
  // the budget is about what `npm run build` ships.
  process.env.NODE_ENV = 'production';
  const root = join(import.meta.dirname, '..');
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  await build({
    root,
    configFile: join(root, 'vite.pay.config.ts'),
    logLevel: 'error',
    build: { outDir: payOutDir, emptyOutDir: true },
  });
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(payOutDir, { recursive: true, force: true });
});

describe('JavaScript shipped per route (gzip)', () => {
  for (const budgetOfRoute of BUDGETS) {
    const { route, modules, budget } = budgetOfRoute;
    it(`${route} stays within ${budget / KB} KB`, () => {
      const bytes =
        'entry' in budgetOfRoute
          ? routeJavaScriptBytes(payOutDir, modules, budgetOfRoute.entry)
          : routeJavaScriptBytes(outDir, modules);
      console.info(`${route}: ${(bytes / KB).toFixed(1)} KB gzip (${bytes} bytes)`);
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }
});
