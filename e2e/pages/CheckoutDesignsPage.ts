import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

const PREVIEW = '[data-testid="checkout-preview"]';

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
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`)).and(this.page.locator('input, textarea'));
  }

  /** A Mantine select or multi-select: opens it and picks the option. */
  async choose(label: string, option: string) {
    // A multi-select's input sits under its pills frame: the click goes to the input as the user's would.
    await this.field(label).click({ force: true });
    await this.page.getByRole('option', { name: option, exact: true }).click();
    // A multi-select keeps its options open.
    await this.page.keyboard.press('Escape');
  }

  async setColour(label: string, colour: string) {
    const input = this.field(label);
    await input.fill(colour);
    await input.press('Tab');
  }

  /** The payment page inside the sandboxed preview frame. */
  get preview() {
    return this.page.frameLocator(PREVIEW);
  }

  async previewHeaderBackground(): Promise<string> {
    return this.preview
      .locator('header.header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
  }

  /** The preview frame is sandboxed without scripts: axe checks the page around it and its document apart. */
  async seriousViolations(): Promise<string[]> {
    const outside = await seriousViolations(this.page, [PREVIEW]);
    const document = await this.page.locator(PREVIEW).getAttribute('srcdoc');
    const previewPage = await this.page.context().newPage();
    try {
      await previewPage.setContent(document ?? '');
      return [...outside, ...(await seriousViolations(previewPage)).map((line) => `preview ${line}`)];
    } finally {
      await previewPage.close();
    }
  }

  get save() {
    return this.page.getByRole('button', { name: /^(Create|Save)$/ });
  }
}
