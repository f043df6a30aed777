import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { Mailbox } from '../pages/Mailbox';
import { totpCode } from '../pages/totp';

const EMAIL_MFA = 'owner@stroopwafelexpress.demo';
const TOTP_MFA = 'owner@fitlab.demo';
const TOTP_SECRET = 'LIGHTHOUSEDEMOTOTPSECRET234567AB';
const FORCED_SETUP = 'owner@hollandsebloemen.demo';
const LOGIN_CODE = /login code|inlogcode/i;

test.describe('multi factor authentication', () => {
  test('e-mail code: a wrong code marks the field, the mailed code logs in', async ({ page }) => {
    const mailbox = new Mailbox(page, EMAIL_MFA);
    const before = await mailbox.count(LOGIN_CODE);
    await new LoginPage(page).goto();
    await new LoginPage(page).logIn(EMAIL_MFA);
    await expect(page).toHaveURL(/\/mfa\?.*mfa_type=email/);
    await expect(page.getByText('It is valid for 30 minutes')).toBeVisible();
    const code = page.getByLabel('Verification code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAccessibleDescription('This field is required');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('The code is not correct.');
    await code.fill(Mailbox.code(await mailbox.latest(LOGIN_CODE, before)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('authenticator app, and remember me skips the code on the next login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(TOTP_MFA);
    await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
    await page.getByLabel('Verification code').fill(totpCode(TOTP_SECRET));
    await page.getByLabel('Remember me?').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.request.post('/api/auth/logout');
    await login.goto();
    await login.logIn(TOTP_MFA);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page).not.toHaveURL(/\/mfa/);
  });

  test('forced set-up with an authenticator app logs in after the confirming code', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(FORCED_SETUP);
    await expect(page).toHaveURL(/\/mfa\/setup\?/);
    await expect(page.getByText('You are required to enable multi factor authentication')).toBeVisible();
    await expect(page.getByText('Choose your preferred option')).toBeVisible();
    await page.getByRole('button', { name: 'Authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.locator('.auth-code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel('Verification code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});
