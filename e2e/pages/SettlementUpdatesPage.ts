import { expect } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** Admin › settlement updates (super user), English labels: the form, and the detail that polls. */
export class SettlementUpdatesPage extends ListScreen {
  constructor(page: import('@playwright/test').Page) {
    super(page, '/psp/admin/settlement-updates');
  }

  async chooseProcessorSettlement() {
    await this.field('Processor settlement').click();
    await this.page.getByRole('listbox').getByRole('option').first().click();
  }

  /** Enters `last` as the browser's local date and time. */
  async setLast(moment: Date) {
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
    await this.field('Last').fill(local);
  }

  get running() {
    return this.panel.getByRole('status').filter({ hasText: 'import is running' });
  }

  get reverse() {
    return this.panel.getByRole('button', { name: 'Reverse last update' });
  }

  async expectDetail() {
    await expect(this.panel.getByRole('heading', { name: 'Settlement update' })).toBeVisible();
  }
}
