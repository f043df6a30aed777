import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** The payment-link and card-add-link screens: the kit's list, plus the created link's URL and its copy button. */
export class LinksScreen extends ListScreen {
  constructor(
    page: Page,
    path: '/payment-links' | '/card-add-links' | `/psp/merchants/${string}/payment-links`,
  ) {
    super(page, path);
  }

  /** The URL shown after a create and in a link's detail. */
  get url() {
    return this.panel.getByTestId('link-url');
  }

  /** Copies the shown URL with its button and answers what the clipboard then holds. */
  async copyUrl(buttonName: string | RegExp): Promise<string> {
    await this.panel.getByRole('button', { name: buttonName }).click();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** The link's token: the last segment of its hosted page URL. */
  static tokenOf(url: string): string {
    const token = new URL(url).pathname.split('/').pop();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    return token!;
  }
}
