import { expect, type Page } from '@playwright/test';

/** A merchant owner whose interface language is English, with a share request of the seed (Adyen card). */
export const ENGLISH_MERCHANT = { owner: 'owner@koelnereck.demo', name: 'Brauhaus Kölner Eck' } as const;

/** The share credentials list, its drawer and forms (English labels). */
export class ShareCredentialsPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}share-credentials`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  get drawer() {
    return this.page.getByRole('dialog');
  }

  get createButton() {
    return this.page.getByRole('button', { name: 'New share request' });
  }

  /** A labelled input of the open drawer (a required one may carry an asterisk). */
  field(label: string) {
    return this.drawer.getByLabel(new RegExp(`^${label}( \\*)?$`)).and(this.page.locator('input, textarea'));
  }

  async choose(label: string, option: string) {
    await this.field(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  get detailRows() {
    return this.drawer.getByTestId('share-detail-row');
  }

  /** The value input of a detail row (text or password). */
  value(index: number) {
    return this.detailRows.nth(index).getByLabel(/^Value/);
  }
}
