import type { Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** The welcome mails screen (/psp/welcome-mails), English labels. */
export class WelcomeMailsPage extends ListScreen {
  constructor(page: Page) {
    super(page, '/psp/welcome-mails');
  }

  /** The PSP user or merchant user default checkbox of a row. */
  defaultBox(name: string, flag: 'psp' | 'merchant') {
    const label = flag === 'psp' ? 'PSP user default' : 'Merchant user default';
    return this.page.getByRole('checkbox', { name: `${label}: ${name}`, exact: true });
  }

  /** The rich-text editor's content area. */
  get editor() {
    return this.panel.getByRole('textbox', { name: 'Content' });
  }

  /** Opens a row by its name cell (other cells hold controls). */
  async openMail(name: string) {
    await this.row(name).locator('td').first().click();
  }

  /** The rendered content in the detail's sandboxed frame. */
  get renderedContent() {
    return this.panel.frameLocator('iframe[title="Content"]').locator('body');
  }
}
