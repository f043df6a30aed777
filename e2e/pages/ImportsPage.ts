import { expect, type Page } from '@playwright/test';

/** The import screen (/psp/imports) in English: file form, preview, progress and report. */
export class ImportsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/psp/imports');
    await expect(this.checkButton).toBeVisible();
  }

  get checkButton() {
    return this.page.getByRole('button', { name: 'Check file' });
  }

  get importButton() {
    return this.page.getByRole('button', { name: 'Import', exact: true });
  }

  get summary() {
    return this.page.getByTestId('import-summary');
  }

  get previewRows() {
    return this.page.getByRole('table', { name: /rows of the file/i }).locator('tbody tr');
  }

  get progressBar() {
    return this.page.getByRole('progressbar', { name: 'Import progress' });
  }

  get progressText() {
    return this.page.getByTestId('import-progress');
  }

  count(kind: 'organisations' | 'users' | 'customers') {
    return this.page.getByTestId(`import-count-${kind}`);
  }

  /** Chooses what to import (and the merchant of customers), picks the file and sends it for checking. */
  async check(kind: 'Merchants' | 'Customers', csv: string, merchant?: string) {
    await this.page.getByRole('radio', { name: kind }).check();
    if (merchant) {
      await this.page.getByRole('combobox', { name: 'Merchant' }).click();
      await this.page.getByRole('option', { name: merchant, exact: true }).click();
    }
    await this.page
      .locator('input[type=file]')
      .setInputFiles({ name: `${kind.toLowerCase()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.checkButton.click();
    await expect(this.summary).toBeVisible();
  }
}
