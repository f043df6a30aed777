import { expect, type Locator, type Page } from '@playwright/test';

/** The bank account list, its create form and its record drawer; labels in English. */
export class BankAccountsPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}bank-accounts`);
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  get addButton() {
    return this.page.getByRole('button', { name: 'Add bank account', exact: true });
  }

  get drawer() {
    return this.page.locator('.mantine-Drawer-content');
  }

  field(label: string): Locator {
    return this.drawer.getByLabel(new RegExp(`^${label}`)).first();
  }

  async submit(label: 'Create' | 'Save' = 'Create') {
    await this.drawer.getByRole('button', { name: label, exact: true }).click();
  }
}
