import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe-core violations of the page as it is now, one line each. `exclude` leaves
 * out parts axe cannot enter, such as a sandboxed frame without scripts (check its document on its own).
 */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  // Colours are judged at rest: a notification or panel still fading in would blend with what is below.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner or an animated progress bar runs forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
