import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { TransactionsPage } from '../pages/TransactionsPage';

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('login page, also with its validation messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await login.logIn('nobody', 'x');
    await expect(page.getByText('The email address is invalid')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('forgot password, MFA code and new password screens, also with their messages', async ({ page }) => {
    await page.goto('/forgotPassword');
    await page.getByLabel(/^E-mail/).fill('nobody');
    await page.getByLabel(/^E-mail/).blur();
    await expect(page.getByText('The email address is invalid')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/mfa?username=x%40y.demo&mfa_token=x&mfa_type=email');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/updatePassword?token=x');
    await page.getByLabel('New password').fill('abc');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shell', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/organisations');
    await expect(new Shell(page).heading).toHaveText('Beheer je organisaties');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('list page, also with the detail panel open', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const list = new TransactionsPage(page);
    await list.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await list.rows.first().click();
    await expect(list.drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
