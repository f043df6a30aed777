import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { Shell } from '../pages/Shell';

// Most demo users have Dutch as their profile language; headings are checked in the user's language.
test.describe('route guards', () => {
  test('without a session a route goes to login, and back to it after logging in', async ({ page }) => {
    await page.goto('/transactions?status%5B%5D=PAID');
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).logIn(DEMO_USERS.finance);
    await expect(page).toHaveURL(/\/transactions\?status%5B%5D=PAID$/);
    await expect(new Shell(page).heading).toHaveText('Transacties');
  });

  test('role: a missing role sends the user silently to the root', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.finance);
    await page.goto('/chargebacks');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/refunds');
    await expect(new Shell(page).heading).toHaveText('Terugbetalingen');
  });

  test('&&: fraud rules need tag and ruleset roles together', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/riskrules');
    await expect(page).toHaveURL(/\/$/);
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/riskrules');
    await expect(new Shell(page).heading).toHaveText('Frauderegels');
    await expect(page.getByRole('button', { name: 'Regelset toevoegen' })).toBeVisible();
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
    const merchants = await listOrganisations(page.request, 'kind=merchant&_limit=200');
    const withSap = merchants.find((merchant) => merchant.modules.includes('sap'));
    const withoutSap = merchants.find((merchant) => !merchant.modules.includes('sap'));
    expect(withSap && withoutSap, 'the demo data has merchants with and without sap').toBeTruthy();
    await page.goto(`/psp/merchants/${withSap!.id}/sap`);
    await expect(new Shell(page).heading).toHaveText('SAP');
    await page.goto(`/psp/merchants/${withoutSap!.id}/sap`);
    await expect(page).toHaveURL(/\/psp\/?$/);
  });

  test('collecting: settlements open only for a collecting merchant', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    const merchants = await listOrganisations(page.request, 'kind=merchant&_limit=200');
    const collecting = merchants.find((merchant) => merchant.collecting);
    const notCollecting = merchants.find((merchant) => !merchant.collecting);
    expect(collecting && notCollecting, 'the demo data has both kinds of merchant').toBeTruthy();
    await page.goto(`/psp/merchants/${collecting!.id}/report/settlement`);
    await expect(new Shell(page).heading).toHaveText('Uitbetalingen');
    await page.goto(`/psp/merchants/${notCollecting!.id}/report/settlement`);
    await expect(page).toHaveURL(/\/psp\/?$/);
    // The daily report is marked as not needing the collecting capability.
    await page.goto(`/psp/merchants/${notCollecting!.id}/report/daily`);
    await expect(new Shell(page).heading).toHaveText('Dagrapport');
  });

  test('login is barred to a logged-in user', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(new Shell(page).menu).toBeVisible();
  });

  test('logging out ends the session: app routes go back to login', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/transactions');
    await new Shell(page).logOut();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/organisations');
    await expect(page).toHaveURL(/\/login$/);
  });
});
