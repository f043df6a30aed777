import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { OrganisationsPage } from '../pages/OrganisationsPage';

/** An English-speaking merchant owner whose tree is only its own organisation. */
const OWNER_EN = 'owner@koelnereck.demo';
const ROOT = 'Brauhaus Kölner Eck';

test.describe('organisations', () => {
  test('adds a child under a node, edits it, shows it and deletes it while empty', async ({ page }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = new OrganisationsPage(page);
    await screen.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your organisations');

    await screen.button(`Add organisation under ${ROOT}`).click();
    await expect(screen.drawer.getByRole('heading')).toHaveText(`New organisation under ${ROOT}`);
    await expect(screen.field('Parent organisation')).toHaveValue(ROOT);
    await screen.field('Name').fill('Kölner Eck Deutz');
    await screen.field('Street').fill('Deutzer Freiheit');
    await screen.field('House number').fill('12');
    await screen.field('City').fill('Köln');
    await screen.chooseCountry('Germany');
    await screen.submit('Create');
    await expect(screen.drawer).toBeHidden();

    const child = screen.node('Kölner Eck Deutz');
    await expect(screen.node(ROOT).getByRole('listitem', { name: 'Kölner Eck Deutz' })).toBeVisible();
    await screen.button(`Hide the organisations under ${ROOT}`).click();
    await expect(child).toBeHidden();
    await screen.button(`Show the organisations under ${ROOT}`).click();
    await expect(child).toBeVisible();

    await screen.button('Edit Kölner Eck Deutz').click();
    await expect(screen.field('Name')).toHaveValue('Kölner Eck Deutz');
    await screen.field('Name').fill('Kölner Eck Mülheim');
    await screen.submit('Save');
    await expect(screen.drawer).toBeHidden();
    await expect(screen.node('Kölner Eck Mülheim')).toBeVisible();

    await screen.button('Details of Kölner Eck Mülheim').click();
    await expect(screen.drawer).toContainText('Deutzer Freiheit 12');
    await expect(screen.drawer).toContainText('Germany');
    await expect(screen.drawer).toContainText(ROOT);
    await page.keyboard.press('Escape');

    await screen.delete('Kölner Eck Mülheim');
    await expect(screen.notification('Deleted')).toBeVisible();
    await expect(screen.node('Kölner Eck Mülheim')).toHaveCount(0);
  });

  test('shows each rule of 000 §5 on its field; the API refuses the same payload naming the field', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = new OrganisationsPage(page);
    await screen.goto();
    await screen.button(`Add organisation under ${ROOT}`).click();
    await screen.submit('Create');
    await expect(screen.field('Name')).toHaveAccessibleDescription('This field is required');
    await expect(screen.field('Country')).toHaveAccessibleDescription('This field is required');
    await screen.field('E-mail').fill('x');
    await screen.field('House number').fill('12a');
    await screen.submit('Create');
    await expect(screen.field('E-mail')).toHaveAccessibleDescription('The email address is invalid');
    await expect(screen.field('House number')).toHaveAccessibleDescription('Use digits only');

    const [root] = await listOrganisations(page.request, `name=${encodeURIComponent(ROOT)}`);
    const response = await page.request.post('/api/organisation', {
      data: { name: '', email: 'x', street_number: '12a', parent: root!.id },
    });
    expect(response.status()).toBe(400);
    const details = (await response.json()).details as { path: string; message: string }[];
    expect(details.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.email', 'body.street_number', 'body.country_code']),
    );
    expect(details.find((detail) => detail.path === 'body.street_number')?.message).toBe('invalidNumber');
    const orphan = await page.request.post('/api/organisation', {
      data: { name: 'Orphan', country_code: 'DE' },
    });
    expect(orphan.status()).toBe(400);
    expect((await orphan.json()).details[0].path).toBe('body.parent');
  });

  test('refuses to delete an organisation that still holds data, saying what it holds', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
    const screen = new OrganisationsPage(page);
    await screen.goto(`/psp/merchants/${bakery!.id}/`);
    await screen.delete('De Gouden Korst Utrecht');
    await expect(
      screen.notification(
        /^'De Gouden Korst Utrecht' cannot be deleted: it still holds .*child organisations/,
      ),
    ).toBeVisible();
    await expect(screen.notification(/users/)).toBeVisible();
    await expect(screen.node('De Gouden Korst Utrecht')).toBeVisible();
    // The organisation of the view itself has no delete control.
    await expect(screen.button('Delete Bakkerij De Gouden Korst')).toHaveCount(0);
  });

  test('in Dutch for a Dutch owner', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screen = new OrganisationsPage(page);
    await screen.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beheer je organisaties');
    await screen.delete('De Gouden Korst Utrecht', {
      delete: 'Verwijderen',
      control: 'De Gouden Korst Utrecht verwijderen',
    });
    await expect(
      screen.notification(
        /^'De Gouden Korst Utrecht' kan niet worden verwijderd: er zijn nog .*onderliggende organisaties/,
      ),
    ).toBeVisible();
  });

  test('a user who may only read sees no add, edit or delete controls', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await logInAsInvitedUser(page, ['ORGANISATION_LIST', 'BANK_ACCOUNT_LIST']);
    const screen = new OrganisationsPage(page);
    await screen.goto();
    await expect(screen.node('De Gouden Korst Utrecht')).toBeVisible();
    await expect(screen.button('Details of De Gouden Korst Utrecht')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add organisation|Edit |Delete )/ })).toHaveCount(0);
    await screen.button('Details of De Gouden Korst Utrecht').click();
    await expect(screen.drawer.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  });

  test('axe-core: no serious or critical violations, also with the drawer, the form and the confirmation open', async ({
    page,
  }) => {
    await LoginPage.as(page, OWNER_EN);
    const screen = new OrganisationsPage(page);
    await screen.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await screen.button(`Details of ${ROOT}`).click();
    await expect(screen.drawer).toContainText('Germany');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await screen.button(`Add organisation under ${ROOT}`).click();
    await screen.submit('Create');
    await expect(screen.field('Name')).toHaveAccessibleDescription('This field is required');
    expect(await seriousViolations(page)).toEqual([]);

    await LoginPage.as(page, DEMO_USERS.owner);
    await screen.goto();
    await screen.button('De Gouden Korst Haarlem verwijderen').click();
    await expect(page.getByRole('dialog', { name: 'Verwijderen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
