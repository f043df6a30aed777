import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** The transaction reports screen (/reports/transactions, or inside a merchant under /psp). */
export class ReportsPage extends ListScreen {
  constructor(
    page: Page,
    private readonly url: string,
  ) {
    super(page, url);
  }

  /** The screen with its rows, or its empty text ('No reports generated'). */
  override async goto() {
    await this.page.goto(this.url);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      this.table.or(this.page.getByText(/^(No reports generated|Geen rapporten gegenereerd)$/)),
    ).toBeVisible();
  }

  /** A row's action button, named after its report ('Download {name}', '{name} klonen', ...). */
  action(name: string | RegExp) {
    return this.table.getByRole('button', { name });
  }
}
