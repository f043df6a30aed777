import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page, as readable lines (none expected).
 * `skipFrames` leaves out iframes axe cannot enter, such as a sandbox without scripts (a mail preview).
 */
export async function seriousViolations(page: Page, { skipFrames = false } = {}) {
  const builder = new AxeBuilder({ page });
  if (skipFrames) builder.setLegacyMode(true).options({ iframes: false });
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
