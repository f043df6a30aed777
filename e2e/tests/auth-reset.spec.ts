import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { Mailbox } from '../pages/Mailbox';

const RESET_MAIL = /Reset your password|Stel je wachtwoord/;
const EMAIL_MAIL = /Change your e-mail|Wijzig je e-mail/;

test.describe('forgot password, new password and new e-mail address', () => {
  test('forgot password: invalid, submitting, the same answer for anyone, an edit returns to initial', async ({
    page,
  }) => {
    await page.goto('/forgotPassword');
    const email = page.getByLabel(/^E-mail/);
    const submit = page.getByRole('button', { name: 'Reset password' });
    await expect(submit).toBeDisabled();
    await email.fill('nobody');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('The email address is invalid');
    await expect(submit).toBeDisabled();
    await email.fill('nobody@nowhere.demo');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(
      'An email has been sent if the user is available and still active',
    );
    await expect(submit).toBeDisabled();
    await email.fill('someone@nowhere.demo');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('forgot → mail → new password: rules tick, leaked and reused refused, then login', async ({
    page,
  }) => {
    const user = 'owner@hetanker.demo';
    const mailbox = new Mailbox(page, user);
    await page.goto('/forgotPassword');
    await page.getByLabel(/^E-mail/).fill(user);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.goto(Mailbox.link(await mailbox.latest(RESET_MAIL), 'updatePassword'));

    const password = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    const rule = (name: string) => page.locator(`[data-rule="${name}"]`);
    await expect(rule('length')).toHaveClass('auth-rule-unmet');
    await password.fill('abc');
    await expect(rule('lowercase')).toHaveClass('auth-rule-met');
    await expect(rule('uppercase')).toHaveClass('auth-rule-unmet');
    const submit = page.getByRole('button', { name: 'Save password' });

    await password.fill('Password2024!');
    await confirm.fill('Password2024!');
    await expect(rule('length')).toHaveClass('auth-rule-met');
    await expect(rule('special')).toHaveClass('auth-rule-met');
    await submit.click();
    await expect(password).toHaveAccessibleDescription('This password has been leaked. Choose another one.');

    await password.fill(DEMO_PASSWORD);
    await confirm.fill(DEMO_PASSWORD);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(
      'You have used this password before. Choose another one.',
    );

    const fresh = 'Nieuw-Anker-Wachtwoord-7';
    await password.fill(fresh);
    await confirm.fill(`${fresh}x`);
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('The passwords are not the same');
    await confirm.fill(fresh);
    await submit.click();
    await expect(page).toHaveURL(/\/login\?reset=password$/);
    await expect(page.getByRole('status')).toHaveText('Your password has succesfully been changed!');
    await new LoginPage(page).logIn(user, fresh);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('a link without a token says so; a used token marks the confirm field', async ({ page }) => {
    await page.goto('/updatePassword');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, used or expired. Request a new one.',
    );
    await page.goto('/updatePassword?token=not-a-token&new=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome! Choose your password');
    await page.getByLabel('New password').fill('Goed-Genoeg-Wachtwoord-1');
    await page.getByLabel('Confirm password').fill('Goed-Genoeg-Wachtwoord-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'This link is invalid, used or expired. Request a new one.',
    );
  });

  test('requirements from the link: a shorter policy without a special character', async ({ page }) => {
    const requirements = Buffer.from(
      JSON.stringify({ length: 8, number: true, uppercase: false, lowercase: true, special: false }),
    ).toString('base64url');
    await page.goto(`/updatePassword?token=x&requirements=${requirements}`);
    await expect(page.locator('[data-rule]')).toHaveCount(3);
    await expect(page.getByText('At least 8 characters')).toBeVisible();
  });

  test('update e-mail: profile mail → new address → banner → login with it', async ({ page }) => {
    const user = 'owner@fietsvandijk.demo';
    const next = 'eigenaar@fietsvandijk.demo';
    await LoginPage.as(page, user);
    expect((await page.request.post('/api/auth/profile/email-change')).ok()).toBe(true);
    const link = Mailbox.link(await new Mailbox(page, user).latest(EMAIL_MAIL), 'updateEmail');
    await page.goto(link);
    const email = page.getByLabel('New e-mail address');
    const confirm = page.getByLabel('Confirm e-mail address');
    await email.fill(next);
    await confirm.fill('iemand@fietsvandijk.demo');
    await page.getByRole('button', { name: 'Save e-mail address' }).click();
    await expect(confirm).toHaveAccessibleDescription('The e-mail addresses are not the same');
    await confirm.fill(next);
    await page.getByRole('button', { name: 'Save e-mail address' }).click();
    await expect(page).toHaveURL(/\/login\?reset=email$/);
    await expect(page.getByRole('status')).toHaveText('Your email has succesfully been changed!');
    await new LoginPage(page).logIn(next);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});
