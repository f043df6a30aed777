import { expect, type Locator, type Page } from '@playwright/test';

/** The provider's merchant list (/psp/merchants) with its detail panel and toggle; English labels. */
export class MerchantsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/psp/merchants');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByRole('table').locator('tbody tr');
  }

  async search(text: string) {
    await this.page.getByLabel('Search').fill(text);
    await expect(this.rows).toHaveCount(1);
  }

  async show(choice: 'Active' | 'Inactive' | 'All') {
    await this.page.getByRole('radiogroup', { name: 'Status' }).getByText(choice, { exact: true }).click();
  }

  get panel(): Locator {
    return this.page.getByRole('dialog').first();
  }

  async openFirst() {
    await this.rows.first().click();
    await expect(this.panel).toBeVisible();
  }

  /** Activates or deactivates the open merchant through its confirmation; a deactivation says why. */
  async toggle(action: 'Activate' | 'Deactivate', reason?: string) {
    await this.panel.getByRole('button', { name: action, exact: true }).click();
    const confirmation = this.page
      .getByRole('dialog')
      .filter({ hasText: `${action} ` })
      .last();
    if (reason) await confirmation.getByLabel('Reason for deactivation').fill(reason);
    await confirmation.getByRole('button', { name: action, exact: true }).click();
  }
}
