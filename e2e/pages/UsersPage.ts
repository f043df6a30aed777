import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

export const INVITE_MAIL = /Your account is ready|Je account staat klaar/;

/** The users screen (/users, /psp/users); English labels (the demo users it runs as read English). */
export class UsersPage extends ListScreen {
  constructor(page: Page, base = '/') {
    super(page, `${base}users`);
  }

  async invite(user: { name: string; email: string; roles: string[] }) {
    await this.openCreate('Invite user');
    await this.field('Name').fill(user.name);
    await this.field('E-mail').fill(user.email);
    await this.chooseRoles(user.roles);
    await this.panelButton('Send invitation');
    await expect(this.panel).toBeHidden();
  }

  /** The permission grid of the invite and edit forms. */
  get roles() {
    return this.panel.getByRole('table', { name: 'Permissions by area and action' });
  }

  /** The checkbox of one cell of the grid, by its row and column header ("Tags", "Delete"). */
  permission(area: string, action: string) {
    return this.roles.getByRole('checkbox', { name: `${area}: ${action}`, exact: true });
  }

  /** Ticks roles by their codes (each cell's checkbox carries its role as title). */
  async chooseRoles(roles: string[]) {
    for (const role of roles) await this.roles.locator(`input[title="${role}"]`).check();
  }

  /** The status tag of the open record. */
  get status() {
    return this.panel.locator('[data-status]');
  }

  /** Clicks an action of the open record and confirms it in the dialog that asks. */
  async act(action: string) {
    await this.panelButton(action);
    const dialog = this.page.getByRole('dialog', { name: action });
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
