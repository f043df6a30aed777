import { expect, type Page } from '@playwright/test';

/** The logged-in shell: header, menu, user menu and merchant switcher. */
export class Shell {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get menu() {
    return this.page.getByRole('navigation', { name: /menu/i });
  }

  /** The ids of the visible menu groups, in order. */
  async menuGroups(): Promise<string[]> {
    await expect(this.menu).toBeVisible();
    return this.menu
      .locator('[data-menu-group]')
      .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-menu-group') ?? ''));
  }

  /** Opens a group and returns the labels of its entries (a section counts as one entry). */
  async menuEntries(groupId: string): Promise<string[]> {
    const group = this.menu.locator(`[data-menu-group="${groupId}"]`);
    if ((await group.getAttribute('data-expanded')) === null) await group.click();
    const children = group.locator('xpath=following-sibling::*[1]');
    await expect(children).toBeVisible();
    return children.locator(':scope > * > a, :scope > * > button').allInnerTexts();
  }

  async openMenuEntry(groupId: string, label: string) {
    await this.menuEntries(groupId);
    await this.menu.getByRole('link', { name: label, exact: true }).click();
  }

  get userMenu() {
    return this.page.getByTestId('user-menu');
  }

  async switchLanguage(languageName: 'English' | 'Nederlands') {
    await this.userMenu.click();
    await this.page.getByRole('dialog').getByRole('button', { name: languageName }).click();
  }

  async logOut() {
    await this.userMenu.click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Log out|Uitloggen)$/ })
      .click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  get merchantSwitcher() {
    return this.page.getByTestId('merchant-switcher');
  }

  async switchToMerchant(name: string) {
    await this.merchantSwitcher.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(name);
    await dialog.getByRole('button', { name, exact: true }).click();
  }
}
