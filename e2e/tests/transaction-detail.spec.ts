import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { makePayment, uniqueReference } from '../pages/payments';

/** The transactions of De Gouden Korst, as provider staff see them inside that merchant (English). */
async function goudenKorstTransactions(page: import('@playwright/test').Page, reference: string) {
  const [merchant] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
  return new ListScreen(
    page,
    `/psp/merchants/${merchant!.id}/transactions?merchant_reference=${encodeURIComponent(reference)}`,
  );
}

test.describe('transaction detail', () => {
  test('a payment of the engine: overview, status history and decision trace; axe on each tab', async ({
    page,
    request,
  }) => {
    const reference = uniqueReference('detail');
    await makePayment(request, DEMO_USERS.owner, { reference, amount: 2500 });
    await LoginPage.as(page, DEMO_USERS.super);
    const list = await goudenKorstTransactions(page, reference);
    await list.goto();
    await list.open(reference);
    const panel = list.panel;
    await expect(panel.getByRole('heading', { name: `Transaction ${reference}` })).toBeVisible();
    // Issue 29: what was captured and refunded, the 3-D Secure result and the processor; dates as in
    // the EU, to the second.
    const overview = panel.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByText('€25.00')).toHaveCount(2);
    await expect(overview.getByText('€0.00')).toBeVisible();
    for (const label of ['Captured amount', 'Refunded amount', '3D Secure', 'Processor'])
      await expect(overview.getByText(label, { exact: true })).toBeVisible();
    await expect(overview.getByText(/^(Authenticated|Not authenticated)$/)).toBeVisible();
    await expect(overview.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('tab', { name: 'Status history' }).click();
    const timeline = panel.getByRole('tabpanel', { name: 'Status history' });
    for (const status of ['Initiated', 'Authorized', 'Settlement requested'])
      await expect(timeline.getByText(status, { exact: true })).toBeVisible();
    await expect(timeline.locator('time').first()).toHaveText(/\d{2}:\d{2}:\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('tab', { name: 'Decision' }).click();
    const rules = panel
      .getByRole('region', { name: 'Rulesets' })
      .getByRole('table', { name: 'Tag large orders as VIP' });
    await expect(rules).toBeVisible();
    // Conditions in words as the rule list says them, amounts as money in the payment's currency.
    await expect(rules.getByText(/^Amount is greater than €[\d,.]+$/)).toBeVisible();
    await expect(rules.getByText('€25.00')).toBeVisible();
    const attempts = panel.getByRole('region', { name: 'Processor attempts' });
    await expect(attempts.getByText('Approved')).toBeVisible();
    await expect(attempts.locator('code').first()).not.toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await seriousViolations(page)).toEqual([]);

    await expect(
      panel.getByRole('link', { name: 'View audit trail items for this transaction' }),
    ).toHaveAttribute('href', /audit-trail\?transaction=/);
  });

  test('an authorisation is captured from its panel, and capture and void are then gone', async ({
    page,
    request,
  }) => {
    const reference = uniqueReference('capture');
    await makePayment(request, DEMO_USERS.owner, { reference, amount: 4000, manualCapture: true });
    await LoginPage.as(page, DEMO_USERS.super);
    const list = await goudenKorstTransactions(page, reference);
    await list.goto();
    await list.open(reference);
    await expect(list.panel.getByText('Authorized', { exact: true })).toBeVisible();
    await expect(list.panel.getByRole('button', { name: 'Void' })).toBeVisible();
    await list.panelButton('Capture');
    await expect(page.getByText(`Capture €40.00 of transaction ${reference}?`)).toBeVisible();
    await list.confirm('Capture');
    await expect(page.getByText('Transaction captured')).toBeVisible();
    await expect(list.panel.getByRole('button', { name: 'Capture' })).toHaveCount(0);
    await expect(list.panel.getByRole('button', { name: 'Void' })).toHaveCount(0);
    await expect(list.panel.getByRole('button', { name: 'Add refund' })).toBeVisible();
  });

  test('a role without refund rights sees no refund button (Dutch)', async ({ browser, request }) => {
    const reference = uniqueReference('norefund');
    await makePayment(request, DEMO_USERS.owner, { reference, amount: 1500 });
    const url = `/transactions?merchant_reference=${reference}`;

    const finance = await browser.newPage();
    await LoginPage.as(finance, DEMO_USERS.finance);
    const withRights = new ListScreen(finance, url);
    await withRights.goto();
    await withRights.open(reference);
    await expect(withRights.panel.getByRole('button', { name: 'Terugbetaling toevoegen' })).toBeVisible();
    await expect(withRights.panel.getByText('Kaart', { exact: true }).first()).toBeVisible();

    const support = await browser.newPage();
    await LoginPage.as(support, DEMO_USERS.support);
    const withoutRights = new ListScreen(support, url);
    await withoutRights.goto();
    await withoutRights.open(reference);
    await expect(withoutRights.panel.getByRole('heading', { name: `Transactie ${reference}` })).toBeVisible();
    await expect(withoutRights.panel.getByRole('button', { name: 'Terugbetaling toevoegen' })).toHaveCount(0);
    await expect(withoutRights.panel.getByRole('tab', { name: 'Terugbetalingen' })).toHaveCount(0);
  });

  test('a charged-back payment shows its chargeback on the Terugboekingen tab (Dutch)', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const [chargeback] = (await (
      await page.request.get('/api/chargeback?_limit=1&_sort=-created_at&_populate=transaction')
    ).json()) as { reason: string; transaction: { id: string; merchant_reference: string } }[];
    expect(chargeback, 'the demo data has a chargeback of De Gouden Korst').toBeDefined();
    const { id } = chargeback!.transaction;
    const list = new ListScreen(page, `/transactions?id=${id}&_open=${id}`);
    await list.goto();
    await list.panel.getByRole('tab', { name: 'Terugboekingen' }).click();
    const tab = list.panel.getByRole('tabpanel', { name: 'Terugboekingen' });
    await expect(tab.getByRole('table', { name: 'Terugboekingen' })).toBeVisible();
    await expect(tab.getByText(chargeback!.reason).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
