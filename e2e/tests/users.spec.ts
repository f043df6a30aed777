import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { INVITED_PASSWORD, inviteUser, logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { Mailbox } from '../pages/Mailbox';
import { totpCode } from '../pages/totp';
import { INVITE_MAIL, UsersPage } from '../pages/UsersPage';

/** A merchant owner (USER_ALL) and the provider super user, both reading English. */
const OWNER = 'owner@koelnereck.demo';
const SUPER = 'super@lighthouse.demo';
/** Addresses of users the tests create differ per run, so a rerun against a kept server does not collide. */
const RUN = uniqueSuffix();

/** A second client without the page's session: the invited user's own logins. */
let anonymous: APIRequestContext;

test.beforeEach(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL: baseURL! });
});
test.afterEach(() => anonymous.dispose());

const login = (email: string) =>
  anonymous.post('/api/auth/login', { data: { username: email, password: INVITED_PASSWORD } });
const loginStatus = async (email: string) =>
  ((await (await login(email)).json()) as { status: string }).status;

test.describe('users', () => {
  test('invite: the welcome mail links to choosing a password, then the new user logs in', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER);
    const users = new UsersPage(page);
    await users.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await users.openCreate('Invite user');
    expect(await seriousViolations(page)).toEqual([]);
    await users.panel.getByRole('button', { name: 'Close' }).click();

    const email = `kasse-${RUN}@koelnereck.demo`;
    await users.invite({ name: 'Kasse Eins', email, roles: ['TRANSACTION_LIST', 'CUSTOMER_LIST'] });
    await expect(users.row(email).locator('[data-status]')).toHaveAttribute('data-status', 'INVITED');
    await users.open(email);
    await expect(users.panel.getByText('TRANSACTION_LIST')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await new Mailbox(page, email).latest(INVITE_MAIL);
    expect(mail.text).toContain('Kasse Eins');
    await page.context().clearCookies();
    await page.goto(Mailbox.link(mail, 'updatePassword'));
    await page.getByLabel('New password').fill(INVITED_PASSWORD);
    await page.getByLabel('Confirm password').fill(INVITED_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=password$/);
    await new LoginPage(page).logIn(email, INVITED_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('roles: a permission grid where only roles the user holds are enabled; the API refuses others and names them', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER);
    await logInAsInvitedUser(page, ['PLATFORMUSER_ALL', 'TAG_ALL']);
    const users = new UsersPage(page);
    await users.goto();
    await users.openCreate('Invite user');
    // Merchant areas by action; no provider area on a merchant's users.
    await expect(users.roles.getByRole('rowheader', { name: 'Merchants', exact: true })).toHaveCount(0);
    await expect(users.roles.getByRole('columnheader', { name: 'Delete' })).toBeVisible();
    await expect(users.permission('Refunds', 'View')).toBeDisabled();
    await expect(users.permission('Tags', 'Delete')).toBeEnabled();
    // ALL ticks (implies) its row.
    await users.permission('Tags', 'All').check();
    await expect(users.permission('Tags', 'Delete')).toBeChecked();
    await expect(users.permission('Tags', 'Delete')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await users.permission('Tags', 'All').uncheck();
    // Without any role the invitation is refused, on the field.
    await users.field('Name').fill('Nobody');
    await users.field('E-mail').fill(`nobody-${RUN}@koelnereck.demo`);
    await users.panelButton('Send invitation');
    await expect(users.panel.getByText('Choose at least 1')).toBeVisible();

    await LoginPage.as(page, OWNER);

    const refused = await page.request.post('/api/user', {
      data: { name: 'X', email: `x-${RUN}@koelnereck.demo`, roles: ['TRANSACTION_LIST', 'PSP_USER_LIST'] },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('PSP_USER_LIST');
  });

  test('block ends the sessions and refuses login; unblock lets the user in again', async ({ page }) => {
    await LoginPage.as(page, OWNER);
    const email = await inviteUser(page, ['TRANSACTION_LIST'], `lager-${RUN}@koelnereck.demo`);
    expect((await login(email)).status()).toBe(200);

    const users = new UsersPage(page);
    await users.goto();
    await users.open(email);
    await users.act('Block');
    await expect(users.status).toHaveAttribute('data-status', 'BLOCKED');
    expect((await anonymous.get('/api/auth/me')).status()).toBe(401);
    const refused = await login(email);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('account_blocked');

    await users.act('Unblock');
    await expect(users.status).toHaveAttribute('data-status', 'ACTIVE');
    expect((await login(email)).status()).toBe(200);
  });

  test('reset MFA: the user logs in without its authenticator afterwards', async ({ page }) => {
    await LoginPage.as(page, OWNER);
    const email = await inviteUser(page, ['TRANSACTION_LIST'], `buchhaltung-${RUN}@koelnereck.demo`);
    await login(email);
    const setup = (await (
      await anonymous.post('/api/auth/profile/mfa/setup', {
        data: { type: 'google', password: INVITED_PASSWORD },
      })
    ).json()) as { token: string; secret: string };
    const confirmed = await anonymous.post('/api/auth/profile/mfa/confirm', {
      data: { token: setup.token, code: totpCode(setup.secret) },
    });
    expect(confirmed.status()).toBe(200);
    expect(await loginStatus(email)).toBe('mfa_required');

    const users = new UsersPage(page);
    await users.goto();
    await users.open(email);
    await expect(users.panel.getByText('Authenticator app')).toBeVisible();
    await users.act('Reset MFA');
    await expect(users.panel.getByText('Authenticator app')).toBeHidden();
    expect(await loginStatus(email)).toBe('success');
  });

  test('delete after confirming; never your own account', async ({ page }) => {
    await LoginPage.as(page, OWNER);
    const email = `aushilfe-${RUN}@koelnereck.demo`;
    const created = await page.request.post('/api/user', {
      data: { name: 'Aushilfe', email, roles: ['TRANSACTION_LIST'] },
    });
    expect(created.status()).toBe(201);
    const users = new UsersPage(page);
    await users.goto();
    await users.open(email);
    await users.act('Delete');
    await expect(users.panel).toBeHidden();
    await expect(users.row(email)).toHaveCount(0);

    await users.open(OWNER);
    await expect(users.panel.getByRole('button', { name: 'Edit' })).toBeVisible();
    for (const action of ['Delete', 'Block']) {
      await expect(users.panel.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
  });

  test('provider users under /psp: staff only, controls by PSP_USER_* roles', async ({ page }) => {
    await LoginPage.as(page, SUPER);
    const users = new UsersPage(page, '/psp/');
    await users.goto();
    await expect(users.row(SUPER)).toHaveCount(1);
    // A merchant's users are not listed here (they are managed inside that merchant).
    await page.getByRole('searchbox', { name: 'Search' }).fill('koelnereck');
    await expect(page.getByText('Nothing found', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await logInAsInvitedUser(page, ['PSP_USER_LIST']);
    await users.goto();
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await users.open(SUPER);
    for (const action of ['Edit', 'Block', 'Delete']) {
      await expect(users.panel.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await page.goto('/psp/welcome-mails');
    await expect(page).toHaveURL(/\/psp\/?$/);
  });
});
