import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { TransactionsPage } from '../pages/TransactionsPage';

// The owner works in Dutch (profile language).
test.describe('transaction list', () => {
  test.beforeEach(async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
  });

  test('opens on the last month, with the default page size and sort left out of the URL', async ({
    page,
  }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(['created_at>']);
    await expect(list.rows).toHaveCount(25);
  });

  test('keeps filter, sort, page and the open record across a reload', async ({ page }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    await list.filterStatus('Uitbetaling voltooid');
    await expect(page).toHaveURL(/status%5B%5D=SETTLEMENT_COMPLETED/);
    await list.sortBy('Sorteren op Bedrag');
    await expect(page).toHaveURL(/_sort=amount/);
    await list.nextPage();
    await expect(page).toHaveURL(/_skip=25/);
    const firstRowId = await list.rows.first().getAttribute('data-row-id');
    await list.rows.first().click();
    await expect(page).toHaveURL(new RegExp(`_open=${firstRowId}`));
    await expect(list.drawer).toBeVisible();
    const before = page.url();
    const statuses = await list.statuses();

    await page.reload();
    expect(page.url()).toBe(before);
    await expect(list.drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Status', exact: true })).toHaveText(
      'Uitbetaling voltooid',
    );
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/_open=/);
    await expect(list.rows.first()).toHaveAttribute('data-row-id', firstRowId!);
    // The focus goes back to the record's row, so the keyboard user goes on where they were.
    await expect(list.rows.first()).toBeFocused();
    expect(await list.statuses()).toEqual(statuses);
    expect(new Set(statuses)).toEqual(new Set(['SETTLEMENT_COMPLETED']));
  });

  test('exports every row of the current filter as CSV, not only the page', async ({ page }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    // The most frequent status of the demo data, on pages of 10: the filter holds more than one page.
    await list.filterStatus('Uitbetaling voltooid');
    await list.setPageSize(10);
    await expect(page).toHaveURL(/status%5B%5D=SETTLEMENT_COMPLETED.*_limit=10/);
    const filter = new URL(page.url()).searchParams;
    filter.delete('_limit');
    const { count } = (await (await page.request.get(`/api/transaction/count?${filter}`)).json()) as {
      count: number;
    };
    expect(count, 'more rows than one page holds').toBeGreaterThan(10);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exporteren' }).click();
    const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
    const [header, ...lines] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Referentie');
    expect(lines).toHaveLength(count);
    expect(lines.every((line) => line.includes(',SETTLEMENT_COMPLETED,'))).toBe(true);
    await expect(page.getByText(`${count} rijen geëxporteerd`)).toBeVisible();
  });

  test('a record opened while the search is still being typed stays open when the search lands', async ({
    page,
  }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    const firstRowId = await list.rows.first().getAttribute('data-row-id');
    // The search waits 400 ms for more typing; the click comes well before that.
    await page.getByRole('searchbox').fill('a');
    await list.rows.first().click();
    await expect(page).toHaveURL(/_search=a/);
    await expect(page).toHaveURL(new RegExp(`_open=${firstRowId}`));
    await expect(list.drawer).toBeVisible();
  });

  test('the amount filter keeps both bounds when they are typed in quick succession', async ({ page }) => {
    const list = new TransactionsPage(page);
    await list.goto();
    // Both inputs wait 400 ms for more typing; their reports land within milliseconds of each other.
    await page.getByRole('textbox', { name: 'Bedrag Van' }).fill('10');
    await page.getByRole('textbox', { name: 'Bedrag Tot' }).fill('50');
    await expect(page).toHaveURL(/amount%3C=5000/);
    const url = new URL(page.url());
    expect(url.searchParams.get('amount>')).toBe('1000');
    expect(url.searchParams.get('amount<')).toBe('5000');
    await expect(page.getByRole('textbox', { name: 'Bedrag Van' })).toHaveValue('10');
  });
});
