import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { TransactionsPage } from '../pages/TransactionsPage';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('login page', async ({ page }) => {
    await new LoginPage(page).goto();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shell', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/organisations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisations');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('list page', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await new TransactionsPage(page).goto();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
