import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Mailbox } from './Mailbox';

export const INVITE_MAIL = /Your account is ready|Je account staat klaar/;

/** The users screen (/users, /psp/users); English labels (the demo users it runs as read English). */
export class UsersPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}users`);
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(email: string) {
    return this.rows.filter({ hasText: email });
  }

  /** The drawer of the open record or the invite form. */
  get drawer() {
    return this.page.getByRole('dialog').first();
  }

  async invite(user: { name: string; email: string; roles: string[] }) {
    await this.page.getByRole('button', { name: 'Invite user' }).click();
    await this.drawer.getByLabel('Name').fill(user.name);
    await this.drawer.getByLabel('E-mail').fill(user.email);
    await this.chooseRoles(user.roles);
    await this.drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect(this.drawer).toBeHidden();
  }

  async chooseRoles(roles: string[]) {
    const input = this.drawer.getByRole('combobox', { name: 'Roles' });
    for (const role of roles) {
      await input.fill(role);
      await this.page.getByRole('option', { name: role, exact: true }).click();
    }
    await input.press('Escape');
  }

  async open(email: string) {
    await this.row(email).click();
    await expect(this.drawer).toBeVisible();
  }

  /** Clicks an action of the open record and confirms it in the dialog that asks. */
  async confirm(action: string) {
    await this.drawer.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: action });
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Invites through the API and sets the password with the mailed link, as the new user would. */
  static async inviteAndAccept(
    page: Page,
    anonymous: APIRequestContext,
    user: { name: string; email: string; roles: string[]; password: string },
  ): Promise<string> {
    const created = await page.request.post('/api/user', {
      data: { name: user.name, email: user.email, language: 'en', roles: user.roles },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = Mailbox.link(await new Mailbox(page, user.email).latest(INVITE_MAIL), 'updatePassword');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const set = await anonymous.post('/api/auth/update-password', {
      data: { token, password: user.password },
    });
    expect(set.status()).toBe(200);
    return ((await created.json()) as { id: string }).id;
  }
}
