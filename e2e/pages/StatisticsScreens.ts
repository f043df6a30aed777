import { expect, type Page } from '@playwright/test';

/** The dashboards and statistics screens (issue 16): blocks are labelled sections, charts labelled images. */
export class StatisticsScreens {
  constructor(private readonly page: Page) {}

  block(name: string | RegExp) {
    return this.page.getByRole('region', { name });
  }

  chart(name: string | RegExp) {
    return this.page.getByRole('img', { name });
  }

  /** Opens a screen and waits until its statistics calls have answered. */
  async open(path: string, call: string) {
    const answered = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/${call}`,
    );
    await this.page.goto(path);
    const response = await answered;
    expect(response.status()).toBe(200);
    return response.json();
  }

  /** Waits for a chart to be drawn (ECharts puts its canvases in the labelled element). */
  async drawn(name: string | RegExp) {
    await expect(this.chart(name).locator('canvas').first()).toBeVisible();
  }
}
