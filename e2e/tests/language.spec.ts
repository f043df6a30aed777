import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('the language switch changes the interface and is remembered per user', async ({ page }) => {
  // The owner's profile language is Dutch.
  await LoginPage.as(page, DEMO_USERS.owner);
  await page.goto('/transactions');
  const shell = new Shell(page);
  await expect(shell.heading).toHaveText('Transacties');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await shell.switchLanguage('English');
  await expect(shell.heading).toHaveText('Transactions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shell.menu.locator('[data-menu-group="payments"]')).toContainText('Payments');
  await expect(page.getByRole('columnheader', { name: 'Sort by Amount' })).toBeVisible();

  await page.reload();
  await expect(shell.heading).toHaveText('Transactions');

  // Another user on the same browser keeps their own language (finance's profile says Dutch).
  await shell.logOut();
  await LoginPage.as(page, DEMO_USERS.finance);
  await page.goto('/transactions');
  await expect(shell.heading).toHaveText('Transacties');
});
