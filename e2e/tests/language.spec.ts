import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('the language switch changes the interface and is remembered per user', async ({ page }) => {
  await LoginPage.as(page, DEMO_USERS.owner);
  await page.goto('/transactions');
  const shell = new Shell(page);
  await expect(shell.heading).toHaveText('Transactions');

  await shell.switchLanguage('Nederlands');
  await expect(shell.heading).toHaveText('Transacties');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(shell.menu.locator('[data-menu-group="payments"]')).toContainText('Betalingen');

  await page.reload();
  await expect(shell.heading).toHaveText('Transacties');

  // Another user on the same browser keeps their own language.
  await shell.logOut();
  await LoginPage.as(page, DEMO_USERS.finance);
  await page.goto('/transactions');
  await expect(shell.heading).toHaveText('Transactions');
});
