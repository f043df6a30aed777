import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BankAccountsPage } from '../pages/BankAccountsPage';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { createListOnlyUser } from '../pages/viewerUser';

/** An English-speaking merchant owner. */
const OWNER_EN = 'owner@koelnereck.demo';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('bank accounts', () => {
  test('refuses a bad IBAN and BIC on their fields, saves a good account and lists it masked', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = new BankAccountsPage(page);
    await screen.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank accounts');

    await screen.addButton.click();
    await expect(screen.field('Organisation')).toHaveValue('Brauhaus Kölner Eck');
    await screen.field('Account holder').fill('');
    await screen.field('IBAN').fill('NL91 ABNA 0417 1643 01');
    await screen.field('BIC').fill('ABN');
    await screen.submit();
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
    await screen.submit();
    await expect(screen.drawer).toBeHidden();
    const row = screen.row('Kölner Eck Reserve');
    await expect(row).toContainText('NL91 •••• •••• •••• 4300');
    await expect(row).toContainText('Brauhaus Kölner Eck');
    await expect(row).not.toContainText('ABNA0417');

    await row.click();
    await expect(screen.drawer).toContainText('NL91 ABNA 0417 1643 00');
    await expect(screen.drawer).toContainText('ABNANL2A');
    await screen.drawer.getByRole('button', { name: 'Edit', exact: true }).click();
    await screen.field('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await screen.submit('Save');
    await expect(screen.field('IBAN')).toHaveAccessibleDescription(
      'This IBAN is not valid (check the digits)',
    );
    await screen.field('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await screen.submit('Save');
    await expect(screen.drawer).toContainText('DE89 3704 0044 0532 0130 00');

    await screen.drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(screen.row('Kölner Eck Reserve')).toHaveCount(0);
  });

  test("works inside a merchant viewed by provider staff, with that merchant's organisations", async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
    const screen = new BankAccountsPage(page);
    await screen.goto(`/psp/merchants/${bakery!.id}/`);
    await expect(screen.rows).toHaveCount(5);
    await expect(screen.rows.first()).toContainText('•••• ');
    await screen.addButton.click();
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
    const email = await createListOnlyUser(page, 'reader.bankaccounts@goudenkorst.demo');
    await LoginPage.as(page, email);
    const screen = new BankAccountsPage(page);
    await screen.goto();
    await expect(screen.addButton).toHaveCount(0);
    await screen.rows.first().click();
    await expect(screen.drawer).toContainText('IBAN');
    await expect(screen.drawer.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  });

  test('axe-core: no serious or critical violations, also with the form and the record open', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = new BankAccountsPage(page);
    await screen.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await screen.addButton.click();
    await screen.field('IBAN').fill('NL00');
    await screen.submit();
    await expect(screen.field('IBAN')).toHaveAccessibleDescription(/not valid/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await screen.rows.first().click();
    await expect(screen.drawer).toContainText('IBAN');
    expect(await seriousViolations(page)).toEqual([]);
    await screen.drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Delete' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
