import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test.describe('customers', () => {
  test('create: the e-mail is required; the new customer is listed (Dutch); axe', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const customers = new ListScreen(page, '/customers');
    await customers.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await customers.openCreate('Klant toevoegen');
    await customers.panelButton('Aanmaken');
    await customers.expectFieldError('E-mail', 'Dit veld is verplicht');
    expect(await seriousViolations(page)).toEqual([]);

    const email = `klant-${Date.now().toString(36)}@example.nl`;
    await customers.field('E-mail').fill(email);
    await customers.field('Voornaam').fill('Femke');
    await customers.field('Achternaam').fill('Bakker');
    await customers.panelButton('Aanmaken');
    await expect(customers.panel).toBeHidden();
    await expect(customers.row('Femke Bakker')).toHaveCount(1);
  });

  test('detail: Overview with the eye link, and the Transactions tab 25 a page with a count', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    const counts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/transaction/count?')) counts.push(request.url());
    });
    // A customer with many payments: the seeded ones of the last year, busiest first is not a sort, so
    // take the customer of the first listed transaction.
    await page.goto('/transactions');
    await page.getByRole('table').locator('tbody tr').first().click();
    const customerLink = page.getByRole('dialog').getByRole('link').first();
    await customerLink.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('tab', { name: 'Overzicht' })).toBeVisible();
    const eye = panel.getByRole('link', { name: 'De transacties van deze klant bekijken' });
    await expect(eye).toHaveAttribute('href', /\/transactions\?customer=/);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('tab', { name: 'Transacties' }).click();
    const rows = panel.getByRole('table', { name: 'Transacties van deze klant' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(25);
    await expect(panel.getByRole('combobox', { name: 'Rijen per pagina' })).toHaveValue('25');
    expect(counts.some((url) => url.includes('customer='))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
