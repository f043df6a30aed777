import { expect, type Page } from '@playwright/test';

/** The checkout design list and its full-page editor with the payment page preview (English labels). */
export class CheckoutDesignsPage {
  constructor(private readonly page: Page) {}

  async goto(base = '/') {
    await this.page.goto(`${base}checkout-designs`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Payment page (HPP)' })).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(name: string) {
    return this.rows.filter({ hasText: name });
  }

  get createButton() {
    return this.page.getByRole('button', { name: 'New checkout design' });
  }

  /** An input by its label (a required one may carry an asterisk). */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  /** A Mantine select or multi-select: opens it and picks the option. */
  async choose(label: string, option: string) {
    await this.field(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async setColour(label: string, colour: string) {
    const input = this.field(label);
    await input.fill(colour);
    await input.press('Tab');
  }

  /** The payment page inside the sandboxed preview frame. */
  get preview() {
    return this.page.frameLocator('[data-testid="checkout-preview"]');
  }

  async previewHeaderBackground(): Promise<string> {
    return this.preview
      .locator('header.header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
  }

  get save() {
    return this.page.getByRole('button', { name: /^(Create|Save)$/ });
  }
}
