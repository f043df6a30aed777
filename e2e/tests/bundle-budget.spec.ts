import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { TransactionsPage } from '../pages/TransactionsPage';

const KB = 1024;

/** The gzip size (level 9, as apps/web/bundle measures) of every script the page downloads while `open` runs. */
async function javaScriptDownloaded(page: Page, open: () => Promise<void>): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.body());
  });
  await open();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
}

// The budgets of the bundle test, checked against what a browser really fetches.
test.describe('JavaScript a browser downloads (gzip)', () => {
  test('login: at most 100 KB', async ({ page }) => {
    const bytes = await javaScriptDownloaded(page, () => new LoginPage(page).goto());
    console.info(`login: ${(bytes / KB).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(100 * KB);
  });

  test('shell with the transaction list: at most 200 KB', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const bytes = await javaScriptDownloaded(page, () => new TransactionsPage(page).goto());
    console.info(`shell with the transaction list: ${(bytes / KB).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(200 * KB);
  });
});
