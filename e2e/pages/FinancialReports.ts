import { expect, type Page } from '@playwright/test';

/** The financial report screens (issue 17): a table per currency with its totals in the foot. */
export class FinancialReports {
  constructor(private readonly page: Page) {}

  /** Opens a screen and answers what its call returned. */
  async open(path: string, call: string) {
    const answered = this.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/${call}` && response.request().method() === 'GET',
    );
    await this.page.goto(path);
    const response = await answered;
    expect(response.status()).toBe(200);
    return response.json();
  }

  table(currency: string) {
    return this.page.getByTestId(`financial-table-${currency}`);
  }

  /** A cell of the totals row in the table's foot, by its column. */
  total(currency: string, column: string) {
    return this.table(currency).getByTestId('financial-totals').locator(`[data-column="${column}"]`);
  }

  /** Body rows of a currency's table. */
  rows(currency: string) {
    return this.table(currency).locator('tbody tr');
  }

  /** Asks for a file of the shown report and waits until the job has written it. */
  async makeFile(button: string, processed: string) {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page.getByTestId('financial-report-file')).toContainText(processed, {
      timeout: 30_000,
    });
  }
}
