import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** The audit trail (002 §2): the calls list and its Changes view, with the record panel. */
export class AuditTrailPage extends ListScreen {
  constructor(page: Page, path = '/psp/audit-trail') {
    super(page, path);
  }

  /** The open panel's tab by its name, clicked. */
  async tab(name: string) {
    await this.panel.getByRole('tab', { name }).click();
  }

  /** Picks a body format (JSON, XML, Form, Raw in the user's language) and answers the body shown. */
  async bodyAs(format: string) {
    await this.panel.getByText(format, { exact: true }).click();
    const body = this.panel.getByTestId('http-body');
    await expect(body).toBeVisible();
    return body;
  }

  /** Switches between the calls and the changes view by its label. */
  async view(name: string) {
    await this.page.getByRole('radiogroup').getByText(name, { exact: true }).click();
  }
}
