import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test.describe('customers', () => {
  test('create: e-mail and organisation (a shop of the chain); listed and shown with its shop (Dutch); axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const customers = new ListScreen(page, '/customers');
    await customers.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await customers.openCreate('Klant toevoegen');
    await customers.panelButton('Aanmaken');
    await customers.expectFieldError('E-mail', 'Dit veld is verplicht');
    expect(await seriousViolations(page)).toEqual([]);

    const email = `klant-${uniqueSuffix()}@example.nl`;
    await customers.field('E-mail').fill(email);
    await customers.field('Voornaam').fill('Femke');
    const lastName = `Bakker ${uniqueSuffix()}`;
    await customers.field('Achternaam').fill(lastName);
    // The chain's own organisation is preselected; the customer belongs to one of its shops.
    await expect(customers.field('Organisatie')).toHaveValue('Bakkerij De Gouden Korst');
    await customers.field('Organisatie').click();
    await page.getByRole('option', { name: 'De Gouden Korst Haarlem', exact: true }).click();
    await customers.panelButton('Aanmaken');
    await expect(customers.panel).toBeHidden();
    await expect(customers.row(lastName)).toHaveCount(1);
    await expect(customers.row(lastName)).toContainText('Femke');
    await customers.row(lastName).click();
    await expect(customers.panel).toContainText('De Gouden Korst Haarlem');
  });

  test('edit: every field of 002 §3 in the form, the type in the Overview, the social security number masked and kept (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const email = `bewerk-${uniqueSuffix()}@example.nl`;
    const created = await page.request.post('/api/customer', { data: { email_address: email } });
    expect(created.status(), await created.text()).toBe(201);
    const customers = new ListScreen(page, '/customers');
    await page.goto(`/customers?_open=${((await created.json()) as { id: string }).id}`);
    await expect(customers.panel.getByText('Particulier')).toBeVisible();
    await customers.panelButton('Bewerken');
    await customers.choose('Soort', 'Zakelijk');
    const typed = {
      Titel: 'Dr.',
      Voorletters: 'J.P.',
      Geslacht: 'v',
      Geboortedatum: '1984-02-29',
      Straat: 'Oudegracht',
      Huisnummer: '112',
      Toevoeging: 'bis',
      Postcode: '3511 AX',
      Regio: 'Utrecht',
      Faxnummer: '+31 30 123 4567',
      Burgerservicenummer: '123456782',
    };
    for (const [label, value] of Object.entries(typed)) await customers.field(label).fill(value);
    await customers.panelButton('Opslaan');
    const overview = customers.panel.getByRole('tabpanel');
    await expect(overview).toContainText('Zakelijk');
    for (const value of ['Dr.', 'J.P.', 'Oudegracht', '112', 'bis', '3511 AX', '+31 30 123 4567']) {
      await expect(overview).toContainText(value);
    }
    await expect(overview).toContainText('*****6782');
    await expect(overview).not.toContainText('123456782');
    // An edit that leaves the number empty keeps it; the rest of the form is as stored.
    await customers.panelButton('Bewerken');
    await expect(customers.field('Straat')).toHaveValue('Oudegracht');
    await expect(customers.field('Burgerservicenummer')).toHaveValue('');
    await customers.field('Titel').fill('Prof.');
    await customers.panelButton('Opslaan');
    await expect(overview).toContainText('Prof.');
    await expect(overview).toContainText('*****6782');
  });

  test('detail: Overview with the eye link, and the Transactions tab 25 a page with a count', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    const counts: string[] = [];
    page.on('request', (request) => {
      // The page asks for its total with it (`_count=true`): one request, the count of the same filter.
      if (request.url().includes('/api/transaction?') && request.url().includes('_count=true'))
        counts.push(request.url());
    });
    // The customer of a seeded payment (the payments the tests make have none, and may be settled by now).
    const payments = (await (
      await page.request.get('/api/transaction?_limit=100&status%5B%5D=SETTLEMENT_COMPLETED')
    ).json()) as { customer: string | null }[];
    const payment = payments.find((candidate) => candidate.customer !== null);
    await page.goto(`/customers?_open=${payment!.customer}`);
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
