import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_PASSWORD } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { totpCode } from '../pages/totp';

// A user no other spec logs in as: this spec changes its name, password and MFA.
const USER = 'owner@camdencoffee.demo';
const NEW_PASSWORD = 'Flat-White-Morning-42';

test.describe('profile', () => {
  test('name and language, another session signed out, MFA on and off, a new password', async ({
    page,
    browser,
  }) => {
    // One long flow with several password hashes (argon2): more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await LoginPage.as(page, USER);
    // A second session elsewhere (another browser), which the user signs out from the profile.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await LoginPage.as(other, USER);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Name and language: the interface follows the saved language at once.
    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByLabel(/^Name/).fill('Oliver J. Hughes');
    await details.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    await expect(page.getByText('Oliver J. Hughes').first()).toBeVisible();
    const nl = page.getByRole('region', { name: 'Persoonlijke gegevens' });
    await nl.getByRole('combobox', { name: 'Taal' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await nl.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // Sessions: this one is marked; signing out the other ends it there.
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByText('This session')).toBeVisible();
    const otherRow = sessions.getByRole('row').filter({ hasNotText: 'This session' }).last();
    await otherRow.getByRole('button', { name: 'Sign out' }).click();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await elsewhere.close();

    // MFA with an authenticator app: the key shown, confirmed by a code, then turned off again.
    const mfa = page.getByRole('region', { name: 'Multi factor authentication' });
    await expect(mfa.getByText('Multi factor authentication is off.')).toBeVisible();
    await mfa.getByRole('button', { name: 'Turn on' }).click();
    await mfa.getByRole('button', { name: 'Authenticator app' }).click();
    await expect(mfa.getByLabel(/^Current password/)).toHaveAccessibleDescription('This field is required');
    await mfa.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await mfa.getByRole('button', { name: 'Authenticator app' }).click();
    const secret = ((await mfa.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await mfa.getByLabel(/^Verification code/).fill('000000');
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    await expect(mfa.getByLabel(/^Verification code/)).toHaveAttribute('aria-invalid', 'true');
    await mfa.getByLabel(/^Verification code/).fill(totpCode(secret));
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    await expect(mfa.getByText(/^Multi factor authentication is on/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A login now asks for the app's code.
    const login = await page.request.post('/api/auth/login', {
      data: { username: USER, password: DEMO_PASSWORD },
    });
    expect(await login.json()).toMatchObject({ mfa_type: 'google' });
    await mfa.getByRole('button', { name: 'Turn off' }).click();
    await mfa.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await mfa.getByRole('button', { name: 'Turn off' }).click();
    await expect(mfa.getByText('Multi factor authentication is off.')).toBeVisible();

    // Password: the current one is checked, the policy is listed, then the new one logs in.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel(/^Current password/).fill('not-my-password');
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel(/^Confirm/).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel(/^Current password/)).toHaveAccessibleDescription(/not correct/);
    await password.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    const relogin = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await relogin.request.post('/api/auth/login', {
      data: { username: USER, password: NEW_PASSWORD },
    });
    expect(fresh.status()).toBe(200);
    await relogin.close();
  });
});
