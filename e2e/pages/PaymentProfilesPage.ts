import { expect, type Page } from '@playwright/test';
import { LoginPage } from './LoginPage';

/** The payment profiles screen (000 §2), in English: list, record drawer, form tabs. */
export class PaymentProfilesPage {
  constructor(private readonly page: Page) {}

  /** Logs in through the API and keeps the interface in English for this browser, whatever the profile says. */
  static async as(page: Page, email: string) {
    await LoginPage.as(page, email);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    await page.addInitScript((userId) => localStorage.setItem(`psp.language.${userId}`, 'en'), me.user.id);
    return new PaymentProfilesPage(page);
  }

  async goto(base = '/') {
    await this.page.goto(`${base}paymentprofiles`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Payment profiles' })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  /**
   * Searches and waits until the URL holds the search: a row clicked while the search is still on its way
   * would be closed again by it.
   */
  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('_search') ?? '').toBe(text);
  }

  get idFilter() {
    return this.page.getByRole('textbox', { name: 'ID', exact: true });
  }

  async openRecord(text: string) {
    await this.search(text);
    await this.row(text).first().click();
    await expect(this.drawer.getByRole('heading', { name: `Payment profile ${text}` })).toBeVisible();
  }

  get drawer() {
    return this.page.getByRole('dialog').last();
  }

  button(name: string) {
    return this.drawer.getByRole('button', { name, exact: true });
  }

  tab(name: string) {
    return this.drawer.getByRole('tab', { name });
  }

  async tabNames(): Promise<string[]> {
    return this.drawer.getByRole('tab').allInnerTexts();
  }

  field(label: string) {
    return this.drawer.getByRole('textbox', { name: label, exact: true });
  }

  select(label: string) {
    return this.drawer.getByRole('combobox', { name: label, exact: true });
  }

  async startCreate() {
    await this.page.getByRole('button', { name: 'Add payment profile' }).click();
    await expect(this.drawer.getByRole('heading', { name: 'Add payment profile' })).toBeVisible();
  }

  async edit() {
    await this.button('Edit').click();
    await expect(this.button('Save')).toBeVisible();
  }

  get confirmation() {
    return this.drawer.getByRole('status');
  }

  linked(name: string) {
    return this.drawer.locator('li', { hasText: name });
  }

  async addProcessor(name: string) {
    await this.tab('Processors').click();
    await this.drawer.getByRole('combobox', { name: 'Add processor' }).selectOption({ label: name });
  }

  async removeLinked(name: string) {
    await this.drawer.getByRole('button', { name: `Remove ${name}` }).click();
  }

  get routingSwitch() {
    return this.drawer.getByRole('switch', { name: 'Intelligent routing' });
  }

  route(product: string) {
    return this.drawer.getByRole('combobox', { name: `Route for ${product}` });
  }

  notice(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
