import { expect, type Page } from '@playwright/test';

/** The transaction list; labels are passed in the user's language. */
export class TransactionsPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}transactions`);
    await expect(this.rows.first()).toBeVisible();
  }

  get table() {
    return this.page.getByRole('table');
  }

  get rows() {
    return this.table.locator('tbody tr');
  }

  /** Chooses one more status in the Status filter. */
  async filterStatus(statusLabel: string) {
    await this.page.getByRole('button', { name: 'Status', exact: true }).click();
    await this.page.getByRole('dialog').getByRole('checkbox', { name: statusLabel, exact: true }).check();
    await this.page.keyboard.press('Escape');
  }

  /** Clicks a sortable column header, named as its button is: 'Sort by Amount', 'Sorteren op Bedrag'. */
  async sortBy(buttonName: string) {
    await this.page.getByRole('button', { name: buttonName }).click();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: /^(Next page|Volgende pagina)$/ }).click();
  }

  async statuses(): Promise<string[]> {
    return this.rows
      .locator('[data-status]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status') ?? ''));
  }

  get drawer() {
    return this.page.getByRole('dialog');
  }
}
