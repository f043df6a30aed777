import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ImportsPage } from '../pages/ImportsPage';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

const MERCHANT_HEADER = 'name,country_code,locality,user_name,user_email,user_language,user_roles';

test.describe('imports', () => {
  test.beforeEach(async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.super);
  });

  test('a file with a bad row shows the row and field, and cannot be imported', async ({ page }) => {
    const imports = new ImportsPage(page);
    await imports.goto();
    expect(await seriousViolations(page)).toEqual([]);
    const csv = [
      MERCHANT_HEADER,
      `Good Bikes,NL,Delft,Gert,gert-${uniqueSuffix()}@import.demo,nl,`,
      `Bad Bikes,Netherlands,Gouda,Bea,${DEMO_USERS.owner},en,`,
    ].join('\n');
    await imports.check('Merchants', csv);
    await expect(imports.summary).toHaveText('Rows: 2 · with errors: 1');
    // Only the rows with errors are listed at first.
    await expect(imports.previewRows).toHaveCount(1);
    const bad = imports.previewRows.first();
    await expect(bad).toHaveAttribute('data-invalid', 'true');
    await expect(bad.getByRole('rowheader')).toHaveText('3');
    await expect(bad).toContainText('country_code');
    await expect(bad).toContainText('user_email: A user with this e-mail already exists');
    await expect(bad.locator('td[aria-invalid="true"]')).toHaveCount(2);
    await expect(imports.importButton).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('merchants import with progress and a report, and exist afterwards', async ({ page }) => {
    const imports = new ImportsPage(page);
    await imports.goto();
    const stamp = uniqueSuffix();
    const csv = [
      MERCHANT_HEADER,
      `Import Bakery ${stamp},NL,Delft,Ina,ina-${stamp}@import.demo,nl,`,
      `"Import Bikes, ${stamp}",BE,Gent,Bart,bart-${stamp}@import.demo,en,TAG_ALL CUSTOMER_LIST`,
    ].join('\r\n');
    await imports.check('Merchants', csv);
    await expect(imports.summary).toHaveText('Rows: 2 · with errors: 0');
    await expect(imports.previewRows).toHaveCount(2);
    await imports.importButton.click();
    await expect(imports.count('organisations')).toContainText('2');
    await expect(imports.count('users')).toContainText('2');
    await expect(imports.progressBar).toHaveAttribute('aria-valuenow', '100');
    await expect(imports.progressText).toHaveText('2 of 2 rows written');
    await expect(page.getByRole('table', { name: /created records/i })).toContainText(
      `Import Bikes, ${stamp}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The import is first in the history, and its report opens again from there.
    const latest = page.getByRole('table', { name: 'The latest imports' }).locator('tbody tr').first();
    await expect(latest).toContainText('Merchants');
    await expect(latest).toContainText('Sam Carter');
    await latest.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report of the Merchants import' });
    await expect(dialog).toContainText(`Import Bakery ${stamp}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const [created] = await listOrganisations(
      page.request,
      `name=${encodeURIComponent(`Import Bikes, ${stamp}`)}`,
    );
    expect(created).toMatchObject({ kind: 'merchant' });
    const users = (await (await page.request.get(`/api/user?email=bart-${stamp}@import.demo`)).json()) as {
      organisation: string;
      roles: string[];
    }[];
    expect(users).toEqual([
      expect.objectContaining({ organisation: created!.id, roles: ['TAG_ALL', 'CUSTOMER_LIST'] }),
    ]);
  });

  test('customers import into a chosen merchant, chunk by chunk', async ({ page }) => {
    const imports = new ImportsPage(page);
    await imports.goto();
    const stamp = uniqueSuffix();
    const rows = Array.from({ length: 250 }, (_, i) => `klant${i}-${stamp}@import.demo,Klant,${i},NL`);
    const csv = ['email_address,first_name,last_name,country_code', ...rows].join('\n');
    await imports.check('Customers', csv, 'Bakkerij De Gouden Korst');
    await expect(imports.summary).toHaveText('Rows: 250 · with errors: 0');
    await imports.importButton.click();
    await expect(imports.count('customers')).toContainText('250');
    await expect(imports.progressText).toHaveText('250 of 250 rows written');

    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
    const customers = (await (
      await page.request.get(`/api/customer?email_address=klant249-${stamp}@import.demo`)
    ).json()) as { organisation: string; last_name: string }[];
    expect(customers).toEqual([expect.objectContaining({ organisation: bakery!.id, last_name: '249' })]);
  });

  test('a user who may only list imports sees the history without the file form', async ({ page }) => {
    await logInAsInvitedUser(page, ['PSP_IMPORT_LIST']);
    await page.goto('/psp/imports');
    await expect(page.getByRole('table', { name: 'The latest imports' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check file' })).toHaveCount(0);
  });

  test('only users with an import role open the screen', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspSupport);
    await page.goto('/psp/imports');
    await expect(page).toHaveURL(/\/(psp\/?)?$/);
  });
});
