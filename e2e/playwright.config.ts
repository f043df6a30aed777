import { hostname } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { webhookReceiverPort } from './pages/webhookReceiver';

// E2E_PORT lets a second run (CI beside a developer) use another port.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Several axe-core analyses per test take seconds each on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh data directory per run, seeded with 3,000 demo transactions on first start.
    command: `npm run build && PORT=${port} DATA_DIR=$(mktemp -d) SEED_ON_EMPTY=3000 WEBHOOK_ALLOWED_HOSTS=${hostname()}:${webhookReceiverPort} node apps/server/dist/main.js`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
