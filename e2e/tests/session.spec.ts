import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test.describe('session', () => {
  test('ten wrong passwords hold off this address for the account, even with the right one', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    for (let attempt = 0; attempt < 10; attempt++) {
      await login.logIn('owner@leesteken.demo', `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await login.logIn('owner@leesteken.demo');
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a moment.');
  });

  test('inactivity logs out and shows the notice; logging in again works', async ({ page }) => {
    await page.clock.install();
    await LoginPage.as(page, 'owner@dierenkliniekwaterland.demo');
    await page.goto('/transactions');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const me = (await (await page.request.get('/api/auth/me')).json()) as { session_idle_minutes: number };
    await page.clock.fastForward(me.session_idle_minutes * 60_000 + 5_000);
    await expect(page).toHaveURL(/\/logout\?minutes=/);
    await expect(page.getByRole('status')).toHaveText(
      `We noticed no activity for more than ${me.session_idle_minutes} minutes. You have been automatically logged out.`,
    );
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an ended session sends the user to login and back to the same URL', async ({ page }) => {
    await LoginPage.as(page, 'owner@museumkwartier.demo');
    await page.goto('/transactions?status%5B%5D=PAID');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.request.post('/api/auth/logout');
    await page.getByRole('button', { name: /Vernieuwen|Refresh/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).logIn('owner@museumkwartier.demo');
    await expect(page).toHaveURL(/\/transactions\?status%5B%5D=PAID$/);
  });
});
