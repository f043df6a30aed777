import { expect, type Page } from '@playwright/test';

/** The welcome mails screen (/psp/welcome-mails), English labels. */
export class WelcomeMailsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/psp/welcome-mails');
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(name: string) {
    return this.rows.filter({ hasText: name });
  }

  /** The PSP user or merchant user default checkbox of a row. */
  defaultBox(name: string, flag: 'psp' | 'merchant') {
    const label = flag === 'psp' ? 'PSP user default' : 'Merchant user default';
    return this.page.getByRole('checkbox', { name: `${label}: ${name}`, exact: true });
  }

  get drawer() {
    return this.page.getByRole('dialog').first();
  }

  /** The rich-text editor's content area. */
  get editor() {
    return this.drawer.getByRole('textbox', { name: 'Content' });
  }

  async open(name: string) {
    await this.row(name).locator('td').first().click();
    await expect(this.drawer).toBeVisible();
  }

  /** The rendered content in the detail's sandboxed frame. */
  get renderedContent() {
    return this.drawer.frameLocator('iframe[title="Content"]').locator('body');
  }
}
