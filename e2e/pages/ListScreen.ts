import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Any screen built on the kit's ListPage: the table, the create button, and the side panel (create
 * form or record drawer) it opens. Labels are passed in the user's language.
 */
export class ListScreen {
  constructor(
    readonly page: Page,
    private readonly path: string,
  ) {}

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.table.or(this.page.getByText(/^(Nothing found|Niets gevonden)$/))).toBeVisible();
  }

  get table() {
    return this.page.getByRole('table');
  }

  get rows() {
    return this.table.locator('tbody tr');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The open side panel: a create form or a record. */
  get panel() {
    return this.page.getByRole('dialog');
  }

  async openCreate(buttonName: string | RegExp) {
    await this.page.getByRole('button', { name: buttonName }).click();
    await expect(this.panel).toBeVisible();
  }

  async open(text: string | RegExp) {
    await this.row(text).first().click();
    await expect(this.panel).toBeVisible();
  }

  /** Clicks a button of the panel, e.g. 'Edit', 'Save', 'Delete'. */
  async panelButton(name: string | RegExp) {
    await this.panel.getByRole('button', { name, exact: typeof name === 'string' }).click();
  }

  /** Confirms the open confirmation dialog with its red button. */
  async confirm(name: string | RegExp) {
    const dialog = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('button', { name }) })
      .last();
    await dialog.getByRole('button', { name }).click();
  }

  /** A form field by its whole label; a required field's label ends in ' *'. */
  field(label: string | RegExp) {
    const name =
      typeof label === 'string'
        ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)
        : label;
    return this.panel.getByLabel(name);
  }

  /** Picks an option of a select of the panel, by its label (the first option when none is named). */
  async choose(label: string | RegExp, option?: string | RegExp) {
    await this.field(label).click();
    // The open dropdown's options (a filter's native select holds hidden ones).
    const options = this.page.getByRole('listbox').getByRole('option', option ? { name: option } : {});
    await options.first().click();
  }

  /** Expects the error under a field (Mantine links it to the input as its description). */
  async expectFieldError(label: string | RegExp, message: string | RegExp) {
    await expect(this.field(label)).toHaveAccessibleDescription(message);
  }
}
