import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { Shell } from '../pages/Shell';
import { TransactionsPage } from '../pages/TransactionsPage';

test('a PSP user switches into a merchant and sees only its transactions', async ({ page }) => {
  // The PSP admin works in Dutch (profile language).
  await LoginPage.as(page, DEMO_USERS.pspAdmin);
  await page.goto('/psp');
  const shell = new Shell(page);
  await shell.switchToMerchant('Bakkerij De Gouden Korst');
  await expect(page).toHaveURL(/\/psp\/merchants\/[0-9a-f-]+\/$/);
  const base = new URL(page.url()).pathname;
  const merchantId = base.split('/')[3]!;

  // The merchant menu of that merchant: with the provider-only PSP group, without merchant-only entries.
  // The menu follows the switch as the merchant's scope loads.
  await expect
    .poll(() => shell.menuGroups())
    .toEqual(expect.arrayContaining(['payments', 'psp', 'settings']));
  expect(await shell.menuEntries('settings')).not.toContain('Deelverzoeken');

  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/transaction?') && request.headers()['x-organisation'] === merchantId) {
      listRequests.push(request.url());
    }
  });
  const scopedList = page.waitForResponse(
    (response) =>
      response.url().includes('/api/transaction?') &&
      response.request().headers()['x-organisation'] === merchantId,
  );
  await shell.openMenuEntry('payments', 'Overzicht');
  // The shell knows the chain has shops before the list asks: one request, with the organisations' names.
  const rows = ((await (await scopedList).json()) as { id: string; organisation: { id: string } }[]).map(
    (row) => ({ ...row, organisation: row.organisation.id }),
  );
  await expect(page).toHaveURL(new RegExp(`${base}transactions\\?created_at`));
  await expect(new TransactionsPage(page).rows).toHaveCount(rows.length);
  expect(listRequests).toHaveLength(1);
  expect(new URL(listRequests[0]!).searchParams.get('_populate')).toContain('organisation');

  // Every row belongs to the merchant or one of its shops, while the platform has transactions elsewhere.
  const scope = new Set(
    (await listOrganisations(page.request, '_limit=100', merchantId)).map((org) => org.id),
  );
  expect(scope.has(merchantId)).toBe(true);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => scope.has(row.organisation))).toBe(true);
  const platform = (await (await page.request.get('/api/transaction?_limit=200')).json()) as {
    organisation: string;
  }[];
  expect(platform.some((row) => !scope.has(row.organisation))).toBe(true);

  // Leaving the merchant returns to the provider view.
  await page.getByRole('button', { name: 'Terug naar het provideroverzicht' }).click();
  await expect(page).toHaveURL(/\/psp$/);
  await expect.poll(() => shell.menuGroups()).toContain('merchants');
});
