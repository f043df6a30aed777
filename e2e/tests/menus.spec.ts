import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

// Labels are in each user's profile language: Dutch for the Gouden Korst users and the PSP admin and support.
test.describe('merchant menu', () => {
  test('the owner (USER_ALL) sees every merchant group but the provider-only PSP group', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual([
      'payments',
      'insights',
      'finance',
      'risk',
      'developers',
      'settings',
    ]);
    expect(await shell.menuEntries('settings')).toEqual([
      'Organisaties',
      'Betaalprofielen',
      'Bankrekeningen',
      'Betaalpagina (HPP)',
      'Gebruikers',
      'Labels',
      'Deelverzoeken',
    ]);
    // One-offs and settlement profiles are provider-only.
    expect(await shell.menuEntries('finance')).toEqual(['Afrekeningen', 'Dagrapport']);
  });

  test('finance sees payments, insights, finance and developers, without chargebacks', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.finance);
    await page.goto('/');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['payments', 'insights', 'finance', 'developers']);
    expect(await shell.menuEntries('payments')).toEqual([
      'Overzicht',
      'Afgebroken',
      'Geweigerd',
      'Gelabeld',
      'Geblokkeerd',
      'Terugbetalingen',
      'Klanten',
    ]);
    expect(await shell.menuEntries('finance')).toEqual(['Afrekeningen', 'Dagrapport']);
    // The settlements screen (lines and payouts), not the settlement report, which the financial report links.
    await shell.openMenuEntry('finance', 'Afrekeningen');
    await expect(page).toHaveURL(/\/finance\/settlements$/);
  });

  test('support (transactions, customers and links, read only) keeps the login-only and transaction-list entries', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['payments', 'insights', 'finance', 'developers']);
    expect(await shell.menuEntries('payments')).toEqual([
      'Overzicht',
      'Afgebroken',
      'Geweigerd',
      'Gelabeld',
      'Geblokkeerd',
      'Betaallinks',
      'Kaarttoevoeglinks',
      'Klanten',
    ]);
    // RFM needs a login only (001 §2); the daily report TRANSACTION_LIST, without collecting.
    expect(await shell.menuEntries('insights')).toEqual(['Dashboards']);
    expect(await shell.menuEntries('finance')).toEqual(['Dagrapport']);
    expect(await shell.menuEntries('developers')).toEqual(['Documentatie']);
  });
});

test('a page under a menu entry (a new or edited routing) keeps its group open and the entry current', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.owner);
  const menu = page.getByRole('navigation', { name: 'Merchantmenu' });
  for (const path of ['/intelligent-routing/new', '/intelligent-routing']) {
    await page.goto(path);
    await expect(menu.getByRole('link', { name: 'Intelligente routering' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
});

test.describe('provider menu', () => {
  test('the super user has the Admin group', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    await page.goto('/');
    await expect(page).toHaveURL(/\/psp\/?$/);
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual([
      'merchants',
      'insights',
      'finance',
      'compliance',
      'admin',
      'settings',
    ]);
    expect(await shell.menuEntries('admin')).toEqual(['Cache', 'Status updates', 'Settlement update']);
  });

  test('PSP_ALL has everything but Admin', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await page.goto('/psp');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['merchants', 'insights', 'finance', 'compliance', 'settings']);
    expect(await shell.menuEntries('settings')).toContain('Welkomstmails');
  });

  test('provider support sees merchants, transactions and the audit trail', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspSupport);
    await page.goto('/psp');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['merchants', 'compliance']);
    expect(await shell.menuEntries('merchants')).toEqual(['Overzicht', 'Transacties']);
    expect(await shell.menuEntries('compliance')).toEqual(['Audittrail']);
  });
});
