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

  /** Opens a screen and waits until its statistics call (with these parameters, if given) has answered. */
  async open(path: string, call: string, parameters: Record<string, string> = {}) {
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `/api/${call}` &&
        Object.entries(parameters).every(([name, value]) => url.searchParams.get(name) === value)
      );
    });
    await this.page.goto(path);
    const response = await answered;
    expect(response.status()).toBe(200);
    return response.json();
  }

  /** Waits for a chart to be drawn (ECharts puts its canvases in the labelled element). */
  async drawn(name: string | RegExp) {
    await expect(this.chart(name).locator('canvas').first()).toBeVisible();
  }

  /** A chart's text alternative: the visually hidden table of its numbers, as [label, count] rows. */
  async numbers(name: string): Promise<{ label: string; value: number }[]> {
    const rows = this.page.getByRole('table', { name, exact: true }).locator('tbody tr');
    await expect(rows.first()).toBeAttached();
    return (
      await rows.evaluateAll((elements) =>
        elements.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
      )
    ).map(([label, value]) => ({ label: label!, value: Number(value) }));
  }

  /**
   * Clicks the middle of a donut's slice. Charts are drawn still (the tests ask for reduced motion), as
   * donutOption lays them out: the ring from 38% to 62% of the radius around 38% of the height, slices
   * clockwise from twelve o'clock in the order of the chart's table.
   */
  async clickSlice(name: string, index: number) {
    await this.drawn(name);
    const values = (await this.numbers(name)).map((slice) => slice.value);
    const total = values.reduce((sum, value) => sum + value, 0);
    const before = values.slice(0, index).reduce((sum, value) => sum + value, 0);
    const angle = (2 * Math.PI * (before + values[index]! / 2)) / total;
    const chart = this.chart(name);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    const radius = (Math.min(box.width, box.height) / 2) * 0.5;
    const [x, y] = [box.x + box.width / 2, box.y + box.height * 0.38];
    await this.page.mouse.click(x + radius * Math.sin(angle), y - radius * Math.cos(angle));
  }

  /**
   * Clicks low in the first bar of a bar chart (barChartOption: at least four bands across the plot, the
   * value axis's labels on the left), where the tallest bar is drawn whatever its height.
   */
  async clickFirstBar(name: string) {
    await this.drawn(name);
    const bands = Math.max(4, (await this.numbers(name)).length);
    const chart = this.chart(name);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    const left = 8 + 48;
    const band = (box.width - left - 8) / bands;
    await this.page.mouse.click(box.x + left + band / 2, box.y + box.height - 8 - 24 - 12);
  }
}
