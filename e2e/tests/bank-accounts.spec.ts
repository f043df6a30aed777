import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

/** An English-speaking merchant owner. */
const OWNER_EN = 'owner@koelnereck.demo';

/** The bank account list of a scope, with its rows loaded. */
async function bankAccounts(page: Page, base = '/') {
  const screen = new ListScreen(page, `${base}bank-accounts`);
  await screen.goto();
  await expect(screen.rows.first()).toBeVisible();
  return screen;
}

test.describe('bank accounts', () => {
  test('refuses a bad IBAN and BIC on their fields, saves a good account and lists it masked', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = await bankAccounts(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank accounts');

    await screen.openCreate('Add bank account');
    await expect(screen.field('Organisation')).toHaveValue('Brauhaus Kölner Eck');
    await screen.field('Account holder').fill('');
    await screen.field('IBAN').fill('NL91 ABNA 0417 1643 01');
    await screen.field('BIC').fill('ABN');
    await screen.panelButton('Create');
    await expect(screen.field('Account holder')).toHaveAccessibleDescription('This field is required');
    await expect(screen.field('IBAN')).toHaveAccessibleDescription(
      'This IBAN is not valid (check the digits)',
    );
    await expect(screen.field('BIC')).toHaveAccessibleDescription(
      'A BIC has 8 or 11 letters and digits, e.g. ABNANL2A',
    );

    const response = await page.request.post('/api/bankaccount', {
      data: { holder_name: 'Kölner Eck', iban: 'NL91 ABNA 0417 1643 01', bic: 'ABN', currency_code: 'EUR' },
    });
    expect(response.status()).toBe(400);
    const details = (await response.json()).details as { path: string; message: string }[];
    expect(details.map((detail) => [detail.path, detail.message])).toEqual([
      ['body.iban', 'invalidIban'],
      ['body.bic', 'invalidBic'],
    ]);

    await screen.field('Account holder').fill('Kölner Eck Reserve');
    await screen.field('IBAN').fill('nl91 abna 0417 1643 00');
    await screen.field('BIC').fill('abnanl2a');
    await screen.panelButton('Create');
    await expect(screen.panel).toHaveCount(0);
    const row = screen.row('Kölner Eck Reserve');
    await expect(row).toContainText('NL91 •••• •••• •••• 4300');
    await expect(row).toContainText('Brauhaus Kölner Eck');
    await expect(row).not.toContainText('ABNA0417');

    await screen.open('Kölner Eck Reserve');
    await expect(screen.panel).toContainText('NL91 ABNA 0417 1643 00');
    await expect(screen.panel).toContainText('ABNANL2A');
    await screen.panelButton('Edit');
    await screen.field('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await screen.panelButton('Save');
    await expect(screen.field('IBAN')).toHaveAccessibleDescription(
      'This IBAN is not valid (check the digits)',
    );
    await screen.field('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await screen.panelButton('Save');
    await expect(screen.panel).toContainText('DE89 3704 0044 0532 0130 00');

    await screen.panelButton('Delete');
    await screen.confirm('Delete');
    await expect(screen.row('Kölner Eck Reserve')).toHaveCount(0);
  });

  test('the form has Cancel; a delete closes the panel and never asks for the deleted record again', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = await bankAccounts(page);
    await screen.openCreate('Add bank account');
    await screen.panelButton('Cancel');
    await expect(screen.panel).toHaveCount(0);

    const holder = `Cancel test ${uniqueSuffix()}`;
    const created = await page.request.post('/api/bankaccount', {
      data: {
        holder_name: holder,
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFF',
        currency_code: 'EUR',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await screen.goto();
    await screen.open(holder);
    const asked: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'GET' && new URL(response.url()).pathname === `/api/bankaccount/${id}`) {
        asked.push(response.status());
      }
    });
    await screen.panelButton('Delete');
    await screen.confirm('Delete');
    await expect(screen.panel).toHaveCount(0);
    await expect(screen.row(holder)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test("works inside a merchant viewed by provider staff, with that merchant's organisations", async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
    const screen = await bankAccounts(page, `/psp/merchants/${bakery!.id}/`);
    await expect(screen.rows).toHaveCount(5);
    await expect(screen.rows.first()).toContainText('•••• ');
    await screen.openCreate('Add bank account');
    await screen.field('Organisation').click();
    const options = page.getByRole('listbox', { name: /^Organisation/ }).getByRole('option');
    await expect(options).toHaveText([
      'Bakkerij De Gouden Korst',
      'De Gouden Korst Haarlem',
      'De Gouden Korst Leiden',
      'De Gouden Korst Utrecht',
      'De Gouden Korst Utrecht Centraal',
    ]);
    await expect(page.getByRole('option', { name: 'De Gouden Korst Leiden' })).toBeVisible();
  });

  test('a user who may only read sees no add, edit or delete controls', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await logInAsInvitedUser(page, ['ORGANISATION_LIST', 'BANK_ACCOUNT_LIST']);
    const screen = await bankAccounts(page);
    await expect(page.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
    await screen.open(/•/);
    await expect(screen.panel).toContainText('IBAN');
    await expect(screen.panel.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  });

  test('axe-core: no serious or critical violations, also with the form and the record open', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = await bankAccounts(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screen.openCreate('Add bank account');
    await screen.field('IBAN').fill('NL00');
    await screen.panelButton('Create');
    await expect(screen.field('IBAN')).toHaveAccessibleDescription(/not valid/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await screen.open(/•/);
    await expect(screen.panel).toContainText('IBAN');
    expect(await seriousViolations(page)).toEqual([]);
    await screen.panelButton('Delete');
    await expect(page.getByRole('dialog', { name: 'Delete' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
