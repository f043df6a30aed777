import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';

test.describe('refunds', () => {
  test('create: search the payment, the available amount is prefilled, the list reloads (Dutch); axe', async ({
    page,
    request,
  }) => {
    const reference = uniqueReference('refund');
    const payment = await makePayment(request, DEMO_USERS.owner, { reference, amount: 2500 });
    // A refund made earlier leaves 15,00 of the 25,00 available.
    const earlier = await request.post(`/api/transaction/${payment.id}/refund`, { data: { amount: 1000 } });
    expect(earlier.status(), await earlier.text()).toBe(201);

    await LoginPage.as(page, DEMO_USERS.finance);
    const refunds = new ListScreen(page, '/refunds');
    await refunds.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await refunds.openCreate('Terugbetaling toevoegen');
    const searches: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/transaction' && url.searchParams.has('_search'))
        searches.push(url.searchParams.get('_search')!);
    });
    await refunds.field('Transactie').fill(reference);
    await page.getByRole('option', { name: new RegExp(`^${reference}`) }).click();
    await expect(refunds.panel.getByText('Beschikbaar om terug te betalen: € 15,00')).toBeVisible();
    await expect(refunds.field('Bedrag (EUR)')).toHaveValue('15,00');
    expect(await seriousViolations(page)).toEqual([]);

    await refunds.field('Bedrag (EUR)').fill('12,50');
    await refunds.field('Reden').fill('Beschadigd geleverd');
    await refunds.panelButton('Terugbetalen');
    await expect(refunds.panel).toBeHidden();
    // Only what was typed was searched: picking an option does not search its label.
    expect(new Set(searches)).toEqual(new Set([reference]));
    await expect(refunds.row(reference).filter({ hasText: '€ 12,50' })).toHaveCount(1);

    // The first cell: the reference in the row is a link to the transactions.
    await refunds.row(reference).locator('td').first().click();
    await refunds.panel.getByRole('tab', { name: 'Transactiegegevens' }).click();
    await expect(refunds.panel.getByRole('link', { name: reference })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('more than is available is refused on the amount field', async ({ page, request }) => {
    const reference = uniqueReference('overrefund');
    const payment = await makePayment(request, DEMO_USERS.owner, { reference, amount: 2000 });
    await LoginPage.as(page, DEMO_USERS.finance);
    await page.goto(`/transactions?merchant_reference=${reference}&_open=${payment.id}`);
    await page.getByRole('button', { name: 'Terugbetaling toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Terugbetaling toevoegen' });
    await expect(form.getByLabel(/^Bedrag \(EUR\)/)).toHaveValue('20,00');
    await form.getByLabel(/^Bedrag \(EUR\)/).fill('20,01');
    await form.getByRole('button', { name: 'Terugbetalen' }).click();
    await expect(form.getByText('Hoogstens € 20,00 is beschikbaar om terug te betalen')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Terugbetaling toevoegen' })).toBeVisible();
  });
});
