import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { LoginPage } from '../pages/LoginPage';
import { Mailbox } from '../pages/Mailbox';
import { UsersPage } from '../pages/UsersPage';
import { WelcomeMailsPage } from '../pages/WelcomeMailsPage';

/** The provider super user reads English. */
const SUPER = 'super@lighthouse.demo';
const STAFF = 'Welcome: Lighthouse staff';
const BUILT_IN = 'Standard welcome (built-in)';

/** Addresses of users the tests create differ per run, so a rerun against a kept server does not collide. */
const RUN = Date.now().toString(36);
const SPRING = `Spring welcome ${RUN}`;

let anonymous: APIRequestContext;

test.beforeEach(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL: baseURL! });
});
test.afterEach(() => anonymous.dispose());

test.describe('welcome mails', () => {
  test('toggling a default takes it from the other row, per side', async ({ page }) => {
    await LoginPage.as(page, SUPER);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(mails.defaultBox(STAFF, 'psp')).toBeChecked();
    await expect(mails.defaultBox(BUILT_IN, 'psp')).not.toBeChecked();

    await mails.defaultBox(BUILT_IN, 'psp').click();
    await expect(mails.defaultBox(BUILT_IN, 'psp')).toBeChecked();
    await expect(mails.defaultBox(STAFF, 'psp')).not.toBeChecked();
    await expect(mails.defaultBox(BUILT_IN, 'merchant')).not.toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await mails.defaultBox(STAFF, 'psp').click();
    await expect(mails.defaultBox(STAFF, 'psp')).toBeChecked();
    await expect(mails.defaultBox(BUILT_IN, 'psp')).not.toBeChecked();
  });

  test('preview: asks, sends to my own mailbox, closes', async ({ page }) => {
    await LoginPage.as(page, SUPER);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    const mailbox = new Mailbox(page, SUPER);
    const before = await mailbox.count(/^Preview:/);
    await page.getByRole('button', { name: `Preview of ${STAFF}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect(dialog).toContainText('Are you sure you would like to receive a preview via email?');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send preview' }).click();
    await expect(dialog).toBeHidden();
    const mail = await mailbox.latest(/^Preview: Your account is ready$/, before);
    expect(mail.text).toContain('as a member of the Lighthouse Payments team');
    expect(mail.text).toContain('Sam Carter');
    // The preview did not open the row.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('detail shows the defaults and the rendered content; edit with the editor and its variables', async ({
    page,
  }) => {
    await LoginPage.as(page, SUPER);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    await page.getByRole('button', { name: 'Add welcome mail' }).click();
    await expect(mails.editor).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mails.drawer.getByRole('button', { name: 'Create' }).click();
    await expect(mails.drawer.getByText('This field is required')).toHaveCount(2);
    await mails.drawer.getByRole('textbox', { name: 'Name' }).fill(SPRING);
    await mails.editor.click();
    await page.keyboard.type('Hello ');
    await mails.drawer.getByRole('button', { name: 'Insert [name]' }).click();
    await page.keyboard.type(', welcome aboard. ');
    await mails.drawer.getByRole('button', { name: 'Insert [enter_password_button]' }).click();
    await mails.drawer.getByRole('button', { name: 'Create' }).click();
    await expect(mails.drawer).toBeHidden();

    await mails.open(SPRING);
    await expect(mails.drawer.getByRole('img', { name: 'No' })).toHaveCount(2);
    await expect(mails.renderedContent).toContainText(
      'Hello [name], welcome aboard. [enter_password_button]',
    );
    expect(await seriousViolations(page, { skipFrames: true })).toEqual([]);

    await mails.drawer.getByRole('button', { name: 'Edit' }).click();
    await mails.editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Questions? Ask us.');
    await mails.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(mails.renderedContent).toContainText('Questions? Ask us.');

    await mails.drawer.getByRole('button', { name: 'Close' }).click();
    await expect(mails.drawer).toBeHidden();
    await mails.open(STAFF);
    await expect(mails.drawer.getByRole('img', { name: 'Yes' })).toHaveCount(1);
  });

  test('content is sanitised on the server: scripts and handlers are stripped', async ({ page }) => {
    await LoginPage.as(page, SUPER);
    const created = await page.request.post('/api/welcomemail', {
      data: {
        name: 'Sneaky',
        content:
          '<p onmouseover="steal()">Hi [name]</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      },
    });
    expect(created.status()).toBe(201);
    expect(((await created.json()) as { content: string }).content).toBe('<p>Hi [name]</p><a>x</a>');
    const empty = await page.request.post('/api/welcomemail', {
      data: { name: 'Empty', content: '<script>alert(1)</script>' },
    });
    expect(empty.status()).toBe(400);
  });

  test('without PSP_WELCOME_MAIL_UPDATE: no default columns, no add, edit or delete', async ({ page }) => {
    await LoginPage.as(page, SUPER);
    const reader = `mailreader-${RUN}@lighthouse.demo`;
    const password = 'Vuurtoren-Licht-2026';
    await UsersPage.inviteAndAccept(page, anonymous, {
      name: 'Mail Reader',
      email: reader,
      roles: ['PSP_WELCOME_MAIL_LIST'],
      password,
    });
    await page.context().clearCookies();
    expect(
      (await page.request.post('/api/auth/login', { data: { username: reader, password } })).status(),
    ).toBe(200);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'PSP user default' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add welcome mail' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Preview of ${STAFF}` })).toBeVisible();
    await mails.open(STAFF);
    for (const action of ['Edit', 'Delete']) {
      await expect(mails.drawer.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    expect(await seriousViolations(page, { skipFrames: true })).toEqual([]);
  });
});
