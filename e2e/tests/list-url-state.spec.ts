import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { TransactionsPage } from '../pages/TransactionsPage';

test.describe('transaction list', () => {
  test.beforeEach(async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
  });

  test('opens on the last month, with the default page size and sort left out of the URL', async ({
    page,
  }) => {
    await new TransactionsPage(page).goto();
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(['created_at>']);
    await expect(new TransactionsPage(page).rows).toHaveCount(25);
  });

  test('keeps filter, sort, page and the open record across a reload', async ({ page }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    await list.filterStatus('Settlement completed');
    await expect(page).toHaveURL(/status%5B%5D=SETTLEMENT_COMPLETED/);
    await list.sortBy('Amount');
    await expect(page).toHaveURL(/_sort=amount/);
    await list.nextPage();
    await expect(page).toHaveURL(/_skip=25/);
    await list.rows.first().click();
    await expect(page).toHaveURL(/_open=/);
    await expect(list.drawer).toBeVisible();
    const before = page.url();
    const firstStatuses = await list.statuses();

    await page.reload();
    expect(page.url()).toBe(before);
    await expect(list.drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/_open=/);
    expect(await list.statuses()).toEqual(firstStatuses);
    expect(new Set(firstStatuses)).toEqual(new Set(['SETTLEMENT_COMPLETED']));
  });

  test('exports the current filter as CSV', async ({ page }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    await list.filterStatus('Declined');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Reference');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('DECLINED'))).toBe(true);
  });
});
