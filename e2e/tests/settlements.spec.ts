import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test.describe('settlements and pricing (issue 15)', () => {
  test('a merchant opens its latest payout: every line is listed and the lines add up to the payout (Dutch); axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.finance);
    const settlements = new ListScreen(page, '/finance/settlements');
    await settlements.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Afrekeningen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Newest first: the first row is the latest settlement.
    await settlements.rows.first().click();
    await expect(settlements.panel).toBeVisible();
    const lines = settlements.panel.getByTestId('settlement-lines');
    await expect(lines.locator('tbody tr').first()).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Soort' })).toBeVisible();
    const amounts = await lines
      .locator('tbody td[data-amount]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-amount'))));
    const payout = Number(await lines.getByTestId('settlement-total').getAttribute('data-amount'));
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(payout);
    await expect(settlements.panel.getByRole('button', { name: 'Regels downloaden (CSV)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('pricing opens on active, visible schemes only without a query, and a scheme shows its fee lines; axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await page.goto('/psp/pricing/revenue');
    await expect(page).toHaveURL(/[?&]active=true/);
    await expect(page).toHaveURL(/[?&]visible=true/);
    const pricing = new ListScreen(page, '/psp/pricing/revenue');
    await expect(pricing.row('Standard merchant pricing 2026')).toHaveCount(1);
    // The negotiated scheme is not visible: the default query leaves it out.
    await expect(pricing.row('Enterprise pricing (negotiated)')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // With a query of its own, the defaults do not apply.
    await page.goto('/psp/pricing/revenue?active=true');
    await expect(page).not.toHaveURL(/visible=true/);
    await expect(pricing.row('Enterprise pricing (negotiated)')).toHaveCount(1);

    await pricing.open('Standard merchant pricing 2026');
    const fees = pricing.panel.getByRole('table', { name: /Fee lines|Tariefregels/ });
    await expect(fees.locator('tbody tr').first()).toBeVisible();
    expect(await fees.locator('tbody tr').count()).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
