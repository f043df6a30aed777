import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { Mailbox } from '../pages/Mailbox';
import { WelcomeMailsPage } from '../pages/WelcomeMailsPage';

/** The provider super user reads English. */
const SUPER = 'super@lighthouse.demo';
const STAFF = 'Welcome: Lighthouse staff';
const BUILT_IN = 'Standard welcome (built-in)';
/** A name of its own per run, so a rerun against a kept server finds one row. */
const SPRING = `Spring welcome ${uniqueSuffix()}`;
/** The rendered content is a sandboxed frame axe cannot enter; its document is checked by text. */
const PREVIEW_FRAME = ['iframe'];

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
    // The checkbox does not open the row.
    await expect(mails.panel).toHaveCount(0);

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
    await expect(mails.panel).toHaveCount(0);
  });

  test('detail shows the defaults and the rendered content; edit with the editor and its variables', async ({
    page,
  }) => {
    await LoginPage.as(page, SUPER);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    await mails.openCreate('Add welcome mail');
    await expect(mails.editor).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mails.panelButton('Create');
    await mails.expectFieldError('Name', 'This field is required');
    await expect(mails.panel.getByText('This field is required')).toHaveCount(2);
    await mails.field('Name').fill(SPRING);
    await mails.editor.click();
    await page.keyboard.type('Hello ');
    await mails.panelButton('Insert [name]');
    await page.keyboard.type(', welcome aboard. ');
    await mails.panelButton('Insert [enter_password_button]');
    await mails.panelButton('Create');
    await expect(mails.panel).toBeHidden();

    await mails.openMail(SPRING);
    await expect(mails.panel.getByRole('img', { name: 'No' })).toHaveCount(2);
    await expect(mails.renderedContent).toContainText(
      'Hello [name], welcome aboard. [enter_password_button]',
    );
    expect(await seriousViolations(page, PREVIEW_FRAME)).toEqual([]);

    await mails.panelButton('Edit');
    await mails.editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Questions? Ask us.');
    await mails.panelButton('Save');
    await expect(mails.renderedContent).toContainText('Questions? Ask us.');

    await mails.panelButton('Close');
    await expect(mails.panel).toBeHidden();
    await mails.openMail(STAFF);
    await expect(mails.panel.getByRole('img', { name: 'Yes' })).toHaveCount(1);
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
    await logInAsInvitedUser(page, ['PSP_WELCOME_MAIL_LIST']);
    const mails = new WelcomeMailsPage(page);
    await mails.goto();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'PSP user default' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add welcome mail' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Preview of ${STAFF}` })).toBeVisible();
    await mails.openMail(STAFF);
    await expect(mails.panel).toBeVisible();
    for (const action of ['Edit', 'Delete']) {
      await expect(mails.panel.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    expect(await seriousViolations(page, PREVIEW_FRAME)).toEqual([]);
  });
});
