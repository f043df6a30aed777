import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

/** The owner's profile language is Dutch; set again, so a rerun against a kept server starts alike. */
const ownerInDutch = async (page: import('@playwright/test').Page) => {
  await LoginPage.as(page, DEMO_USERS.owner);
  expect((await page.request.post('/api/auth/profile', { data: { language: 'nl' } })).ok()).toBe(true);
};

test('the language switch changes the interface, is saved to the profile and kept at the next login', async ({
  page,
  browser,
}) => {
  await ownerInDutch(page);
  await page.goto('/transactions');
  const shell = new Shell(page);
  await expect(shell.heading).toHaveText('Transacties');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await shell.switchLanguage('English');
  // The confirmation speaks the language just chosen.
  await expect(page.getByText('Your language is saved.')).toBeVisible();
  await expect(shell.heading).toHaveText('Transactions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shell.menu.locator('[data-menu-group="payments"]')).toContainText('Payments');
  await expect(page.getByRole('columnheader', { name: 'Sort by Amount' })).toBeVisible();

  await page.reload();
  await expect(shell.heading).toHaveText('Transactions');

  // A browser that never saw the choice: the next login keeps it, from the profile.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await LoginPage.as(other, DEMO_USERS.owner);
  await other.goto('/transactions');
  await expect(new Shell(other).heading).toHaveText('Transactions');
  await elsewhere.close();

  // Another user on the same browser keeps their own language (finance's profile says Dutch).
  await shell.logOut();
  await LoginPage.as(page, DEMO_USERS.finance);
  await page.goto('/transactions');
  await expect(shell.heading).toHaveText('Transacties');

  await ownerInDutch(page);
});
