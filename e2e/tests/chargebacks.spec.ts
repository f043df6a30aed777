import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test('chargebacks: read only, detail tabs, the merchant reference opens its transactions (Dutch); axe', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.owner);
  // Chargebacks of the last year: the seeded ones are spread over it.
  const chargebacks = new ListScreen(page, '/chargebacks?created_at%3E=2025-11-24T00%3A00%3A00.000Z');
  await chargebacks.goto();
  await expect(page.getByRole('button', { name: /toevoegen/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const first = chargebacks.rows.first();
  const reference = (await first.getByRole('link').textContent())!;
  // The first cell, not the link in the row.
  await first.locator('td').first().click();
  await expect(chargebacks.panel.getByRole('tab', { name: 'Gegevens', exact: true })).toBeVisible();
  await expect(chargebacks.panel.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
  await chargebacks.panel.getByRole('tab', { name: 'Transactiegegevens' }).click();
  await expect(chargebacks.panel.getByRole('link', { name: reference })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await chargebacks.rows.first().getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?merchant_reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('table').locator('tbody tr')).toContainText(reference);
});
