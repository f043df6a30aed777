import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

// Issue 15's admin screens that change state: the cache, processor settlements' reconciliation, SAP
// onboarding (module flag) and a merchant's terminals.
test.describe('provider administration (issue 15)', () => {
  test('the super user clears a cache, reads a processor settlement’s reconciliation and onboards a merchant in SAP (axe)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await LoginPage.as(page, DEMO_USERS.super);

    // Cache: a clear asks first, then says so and shows when and by whom.
    await page.goto('/psp/admin/cache');
    const rulesets = page.locator('tr[data-cache="compiled-rulesets"]');
    await expect(rulesets).toBeVisible();
    await axeClean(page);
    await rulesets.getByRole('button', { name: 'Clear compiled-rulesets' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Nothing is lost' });
    await confirm.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('compiled-rulesets is cleared in every process.')).toBeVisible();
    await expect(rulesets.locator('td').nth(4)).toContainText('Sam Carter');

    // Processor settlements (active ones first): the reconciliation totals per result and currency.
    const settlements = new ListScreen(page, '/psp/processor-settlements');
    await settlements.goto();
    await expect(page).toHaveURL(/active=true/);
    await settlements.rows.first().click();
    await settlements.panel.getByRole('tab', { name: 'Reconciliation' }).click();
    await expect(settlements.panel.getByText('Totals per currency')).toBeVisible();
    await expect(settlements.panel.locator('tr[data-category]').first()).toBeVisible();
    await axeClean(page);
    await page.keyboard.press('Escape');

    // SAP: created, then onboarded only with the customer number SAP gave.
    const merchants = await listOrganisations(page.request, 'kind=merchant&_limit=200');
    const withSap = merchants.find((merchant) => merchant.modules.includes('sap'))!;
    const sap = new ListScreen(page, `/psp/merchants/${withSap.id}/sap`);
    await sap.goto();
    const code = `Z${uniqueSuffix().slice(-3).toUpperCase()}`;
    await sap.openCreate('Onboard in SAP');
    await sap.field('Company code').fill(code);
    await sap.panel.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(sap.row(code)).toContainText('Created');
    await sap.open(code);
    await sap.panelButton('Edit');
    await sap.choose('Status', 'Onboarded');
    await sap.panel.getByRole('button', { name: 'Save', exact: true }).click();
    await sap.expectFieldError('SAP customer number', /\S/);
    await sap.field('SAP customer number').fill('47');
    await sap.panel.getByRole('button', { name: 'Save', exact: true }).click();
    await sap.expectFieldError('SAP customer number', 'An SAP customer number is 6 to 10 digits.');
    await sap.field('SAP customer number').fill('4711000');
    await sap.panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sap.row(code)).toContainText('Onboarded');
    await expect(sap.row(code)).toContainText('4711000');
    await axeClean(page);
  });

  test('a merchant adds a terminal, a serial number already on the platform is refused, and it is set inactive (Dutch; axe)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const [existing] = (await (await page.request.get('/api/terminal?_limit=1')).json()) as {
      serial_number: string;
    }[];
    const terminals = new ListScreen(page, '/terminals');
    await terminals.goto();
    await axeClean(page);
    const name = `E2E kassa ${uniqueSuffix()}`;
    await terminals.openCreate('Terminal toevoegen');
    await terminals.field('Naam').fill(name);
    await terminals.field('Serienummer').fill(existing!.serial_number);
    await terminals.panel.getByRole('button', { name: 'Aanmaken', exact: true }).click();
    await expect(terminals.panel.getByText(/bestaat al/).first()).toBeVisible();
    await terminals.field('Serienummer').fill(`E2E-${uniqueSuffix()}`);
    await terminals.panel.getByRole('button', { name: 'Aanmaken', exact: true }).click();
    await expect(terminals.row(name)).toContainText('Actief');

    await terminals.open(name);
    await terminals.panelButton('Bewerken');
    await terminals.choose('Status', 'Inactief');
    await terminals.panel.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(terminals.row(name)).toContainText('Inactief');
    await axeClean(page);
  });
});
