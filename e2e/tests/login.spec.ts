import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

// Before login the interface follows the browser (English here).
test.describe('login', () => {
  test('checks both rules before asking the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls.push(request.url());
    });
    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription('This field is required');
    await expect(login.password).toHaveAccessibleDescription('This field is required');
    await expect(login.email).toBeFocused();
    await login.logIn('nobody', 'x');
    await expect(login.email).toHaveAccessibleDescription('The email address is invalid');
    await expect(login.password).toHaveAccessibleDescription('Use at least 2 characters');
    expect(calls).toEqual([]);
  });

  test('shows the error of wrong credentials', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO_USERS.owner, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logs in and opens the app', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO_USERS.super);
    await expect(page).toHaveURL(/\/psp\/?$/);
    await expect(new Shell(page).menu).toBeVisible();
  });

  test('shows the banner after a reset, and leads to forgot password and back', async ({ page }) => {
    await page.goto('/login?reset=password');
    await expect(page.getByRole('status')).toHaveText('Your password has succesfully been changed!');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).submit).toBeVisible();
  });
});
