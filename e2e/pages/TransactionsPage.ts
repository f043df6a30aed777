import { expect, type Page } from '@playwright/test';

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

  get statusFilter() {
    return this.page.getByRole('textbox', { name: 'Status' });
  }

  async filterStatus(label: string) {
    await this.statusFilter.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: `Sort by ${column}` }).click();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: 'Next page' }).click();
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
