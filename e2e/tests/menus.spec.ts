import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

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
    const settings = await shell.menuEntries('settings');
    expect(settings).toContain('Share requests');
    expect(await shell.menuEntries('finance')).toEqual(['Settlements', 'Daily report']);
  });

  test('finance sees payments, insights, finance and developers, without chargebacks', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.finance);
    await page.goto('/');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['payments', 'insights', 'finance', 'developers']);
    const payments = await shell.menuEntries('payments');
    expect(payments).toEqual(
      expect.arrayContaining([
        'Overview',
        'Abandoned',
        'Declined',
        'Tagged',
        'Blocked',
        'Refunds',
        'Customers',
      ]),
    );
    expect(payments).not.toContain('Chargebacks');
  });

  test('support sees transactions and customers only', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['payments', 'developers']);
    expect(await shell.menuEntries('payments')).toEqual([
      'Overview',
      'Abandoned',
      'Declined',
      'Tagged',
      'Blocked',
      'Customers',
    ]);
    expect(await shell.menuEntries('developers')).toEqual(['Documentation']);
  });
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
    expect(await new Shell(page).menuGroups()).toEqual([
      'merchants',
      'insights',
      'finance',
      'compliance',
      'settings',
    ]);
  });

  test('provider support sees merchants, transactions and the audit trail', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspSupport);
    await page.goto('/psp');
    const shell = new Shell(page);
    expect(await shell.menuGroups()).toEqual(['merchants', 'compliance']);
    expect(await shell.menuEntries('merchants')).toEqual(['Overview', 'Transactions']);
    expect(await shell.menuEntries('compliance')).toEqual(['Audit trail']);
  });
});
