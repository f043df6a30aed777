import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';
import { LoginPage } from './LoginPage';

/** The payment profiles screen (000 §2) in English: the list, the record drawer and the form's tabs. */
export class PaymentProfilesPage extends ListScreen {
  /**
   * Logs in through the API and keeps the interface in English in this browser, whatever the user's
   * profile language; `base` is '/psp/merchants/{id}/' for a provider user inside a merchant.
   */
  static async as(page: Page, email: string, base = '/') {
    await LoginPage.as(page, email);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    await page.addInitScript((userId) => localStorage.setItem(`psp.language.${userId}`, 'en'), me.user.id);
    return new PaymentProfilesPage(page, `${base}paymentprofiles`);
  }

  /** The top drawer: the record, its form, or a create form opened over it. */
  override get panel() {
    return this.page.getByRole('dialog').last();
  }

  /**
   * Searches, and waits until the URL holds the search: a row clicked while the search is still on its
   * way would be closed again when it lands.
   */
  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('_search') ?? '').toBe(text);
  }

  get idFilter() {
    return this.page.getByRole('textbox', { name: 'ID', exact: true });
  }

  async openRecord(name: string) {
    await this.search(name);
    await this.open(name);
    await expect(this.panel.getByRole('heading', { name: `Payment profile ${name}` })).toBeVisible();
  }

  async startCreate() {
    await this.openCreate('Add payment profile');
    await expect(this.panel.getByRole('heading', { name: 'Add payment profile' })).toBeVisible();
  }

  async edit() {
    await this.panelButton('Edit');
    await expect(this.button('Save')).toBeVisible();
  }

  /** Saves the edit form and waits for the read view. */
  async save() {
    await this.button('Save').click();
    await expect(this.button('Edit')).toBeVisible();
  }

  button(name: string) {
    return this.panel.getByRole('button', { name, exact: true });
  }

  tab(name: string) {
    return this.panel.getByRole('tab', { name });
  }

  async tabNames(): Promise<string[]> {
    return this.panel.getByRole('tab').allInnerTexts();
  }

  /** A select of the details tab (Mantine shows the chosen option's label in its input). */
  select(label: string) {
    return this.field(label);
  }

  /** The confirmation after adding a processor or middleware. */
  get confirmation() {
    return this.panel.getByRole('status');
  }

  linked(name: string) {
    return this.panel.locator('li', { hasText: name });
  }

  async addProcessor(name: string) {
    await this.tab('Processors').click();
    // The option names the processor, then what tells it apart: "Cards via Adyen (Adyen · Atelier Noord)".
    const picker = this.panel.getByRole('combobox', { name: 'Add processor' });
    const option = picker.locator('option', { hasText: `${name} (` });
    await picker.selectOption((await option.getAttribute('value')) ?? '');
  }

  async removeLinked(name: string) {
    await this.panel.getByRole('button', { name: `Remove ${name}` }).click();
  }

  get routingSwitch() {
    return this.panel.getByRole('switch', { name: 'Intelligent routing' });
  }

  route(product: string) {
    return this.panel.getByRole('combobox', { name: `Route for ${product}` });
  }

  /** A notification; an earlier one with the same text may still be showing. */
  notice(text: string) {
    return this.page.getByText(text, { exact: true }).last();
  }
}
