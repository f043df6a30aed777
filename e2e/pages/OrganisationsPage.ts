import { expect, type Locator, type Page } from '@playwright/test';

/** The organisation tree ('Manage your organisations'); labels in English unless told. */
export class OrganisationsPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}organisations`);
    await expect(this.tree.getByRole('listitem').first()).toBeVisible();
  }

  get tree() {
    return this.page.getByRole('list', { name: /^(Manage your organisations|Beheer je organisaties)$/ });
  }

  /** A node of the tree by the organisation's name. */
  node(name: string): Locator {
    return this.tree.getByRole('listitem', { name, exact: true });
  }

  /** A control of the page by its accessible name, e.g. 'Edit Brauhaus Kölner Eck'. */
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The drawer with the read view or a form. */
  get drawer() {
    return this.page.locator('.mantine-Drawer-content');
  }

  field(label: string): Locator {
    return this.drawer.getByLabel(new RegExp(`^${label}`)).first();
  }

  async chooseCountry(name: string) {
    await this.field('Country').fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async submit(label: 'Create' | 'Save' = 'Create') {
    await this.drawer.getByRole('button', { name: label, exact: true }).click();
  }

  /** Deletes a node through its delete button and the confirmation dialog. */
  async delete(name: string, labels = { delete: 'Delete', control: `Delete ${name}` }) {
    await this.button(labels.control).click();
    const dialog = this.page.getByRole('dialog', { name: labels.delete });
    await dialog.getByRole('button', { name: labels.delete, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** A notification (success or refusal) containing the text. */
  notification(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
