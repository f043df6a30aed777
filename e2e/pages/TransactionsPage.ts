import { expect, type Page, type Response } from '@playwright/test';

/** The transaction list; labels are passed in the user's language. */
export class TransactionsPage {
  /** The list calls answered so far. */
  private readonly answers: Response[] = [];

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (response.url().includes('/api/transaction?')) this.answers.push(response);
    });
  }

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

  /**
   * Runs a change of the list (it changes the URL) and waits until the table shows the rows the server
   * answered for the new URL: the previous rows stay on screen while the next ones load.
   */
  private async reloadingRows(change: () => Promise<void>) {
    const before = this.page.url();
    await change();
    await expect(this.page).not.toHaveURL(before);
    const wanted = [...new URL(this.page.url()).searchParams].filter(([key]) => key !== '_open');
    const answersUrl = (response: Response) => new URL(response.url()).searchParams;
    const answer = () =>
      this.answers.findLast((response) =>
        wanted.every(([key, value]) => answersUrl(response).getAll(key).includes(value)),
      );
    await expect.poll(answer).toBeTruthy();
    const rows = (await answer()!.json()) as { id: string }[];
    if (rows[0]) await expect(this.rows.first()).toHaveAttribute('data-row-id', rows[0].id);
    await expect(this.rows).toHaveCount(rows.length);
  }

  /** Chooses one more status in the Status filter. */
  async filterStatus(statusLabel: string) {
    await this.page.getByRole('button', { name: 'Status', exact: true }).click();
    const option = this.page.getByRole('dialog').getByRole('checkbox', { name: statusLabel, exact: true });
    await this.reloadingRows(() => option.click());
    await expect(option).toBeChecked();
    await this.page.keyboard.press('Escape');
  }

  /** Clicks a sortable column header, named as its button is: 'Sort by Amount', 'Sorteren op Bedrag'. */
  async sortBy(buttonName: string) {
    await this.reloadingRows(() => this.page.getByRole('button', { name: buttonName }).click());
  }

  async setPageSize(size: number) {
    const select = this.page.getByRole('combobox', { name: /^(Rows per page|Rijen per pagina)$/ });
    await this.reloadingRows(async () => {
      await select.selectOption(String(size));
    });
  }

  async nextPage() {
    const next = this.page.getByRole('button', { name: /^(Next page|Volgende pagina)$/ });
    await this.reloadingRows(() => next.click());
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
