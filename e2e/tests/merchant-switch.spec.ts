import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { TransactionsPage } from '../pages/TransactionsPage';

test('a PSP user switches into a merchant and works in its scope', async ({ page }) => {
  await LoginPage.as(page, DEMO_USERS.pspAdmin);
  await page.goto('/psp');
  const shell = new Shell(page);
  await shell.switchToMerchant('Bakkerij De Gouden Korst');
  await expect(page).toHaveURL(/\/psp\/merchants\/[0-9a-f-]+\/$/);
  const base = new URL(page.url()).pathname;
  const merchantId = base.split('/')[3]!;

  // The merchant menu of that merchant, with the provider-only PSP group.
  expect(await shell.menuGroups()).toContain('psp');
  expect(await shell.menuGroups()).toContain('payments');

  const scoped = page.waitForRequest(
    (request) =>
      request.url().includes('/api/transaction?') && request.headers()['x-organisation'] === merchantId,
  );
  await shell.openMenuEntry('payments', 'Overview');
  await scoped;
  await expect(page).toHaveURL(new RegExp(`${base}transactions\\?created_at`));
  await expect(new TransactionsPage(page).rows.first()).toBeVisible();

  // Leaving the merchant returns to the provider view.
  await page.getByRole('button', { name: 'Back to the provider view' }).click();
  await expect(page).toHaveURL(/\/psp$/);
  expect(await shell.menuGroups()).toContain('merchants');
});
