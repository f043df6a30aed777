import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { listMerchants } from '../pages/merchants';
import { Shell } from '../pages/Shell';

test.describe('route guards', () => {
  test('without a session a route goes to login, and back to it after logging in', async ({ page }) => {
    await page.goto('/transactions?status%5B%5D=PAID');
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).logIn(DEMO_USERS.finance);
    await expect(page).toHaveURL(/\/transactions\?status%5B%5D=PAID$/);
  });

  test('role: a missing role sends the user silently to the root', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.finance);
    await page.goto('/chargebacks');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/refunds');
    await expect(new Shell(page).heading).toHaveText('Refunds');
  });

  test('&&: fraud rules need tag and ruleset roles together', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/riskrules');
    await expect(page).toHaveURL(/\/$/);
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/riskrules');
    await expect(new Shell(page).heading).toHaveText('Fraud rules');
    await expect(page.getByText('This screen is not available yet.')).toBeVisible();
  });

  test('provider-only: operator pages are closed to merchant users', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/processors');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/psp/merchants');
    await expect(page).toHaveURL(/\/$/);
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await page.goto('/psp/processors');
    await expect(new Shell(page).heading).toHaveText('Processors');
  });

  test('super-only: the admin pages need PSP_SUPER', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await page.goto('/psp/admin/cache');
    await expect(page).toHaveURL(/\/psp\/?$/);
    await LoginPage.as(page, DEMO_USERS.super);
    await page.goto('/psp/admin/cache');
    await expect(new Shell(page).heading).toHaveText('Cache');
  });

  test('module flag: SAP opens only in a merchant with the sap module', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    const merchants = await listMerchants(page);
    const withSap = merchants.find((merchant) => merchant.modules.includes('sap'));
    const withoutSap = merchants.find((merchant) => !merchant.modules.includes('sap'));
    expect(withSap && withoutSap).toBeTruthy();
    await page.goto(`/psp/merchants/${withSap!.id}/sap`);
    await expect(new Shell(page).heading).toHaveText('SAP');
    await page.goto(`/psp/merchants/${withoutSap!.id}/sap`);
    await expect(page).toHaveURL(/\/psp\/?$/);
  });

  test('collecting: settlements open only for a collecting merchant', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    const merchants = await listMerchants(page);
    const collecting = merchants.find((merchant) => merchant.collecting);
    const notCollecting = merchants.find((merchant) => !merchant.collecting);
    expect(collecting && notCollecting).toBeTruthy();
    await page.goto(`/psp/merchants/${collecting!.id}/report/settlement`);
    await expect(new Shell(page).heading).toHaveText('Settlements');
    await page.goto(`/psp/merchants/${notCollecting!.id}/report/settlement`);
    await expect(page).toHaveURL(/\/psp\/?$/);
    await page.goto(`/psp/merchants/${notCollecting!.id}/report/daily`);
    await expect(new Shell(page).heading).toHaveText('Daily report');
  });

  test('login is barred to a logged-in user', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
