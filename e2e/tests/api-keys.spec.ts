import { expect, test } from '@playwright/test';
import { API_KEY_LABELS, ApiKeysPage } from '../pages/ApiKeysPage';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

test.describe('API keys', () => {
  test('a merchant creates a key and sees its secret once', async ({ page }) => {
    // The owner works in Dutch (profile language).
    await LoginPage.as(page, DEMO_USERS.owner);
    const keys = new ApiKeysPage(page, '/apiSettings', API_KEY_LABELS.nl);
    await keys.goto();
    expect(await seriousViolations(page)).toEqual([]);

    const name = `Kassa ${uniqueSuffix()}`;
    const secret = await keys.create(name);
    expect(secret).toMatch(/^sk_live_[\w-]{32}$/);
    await expect(keys.panel.getByRole('alert')).toContainText('alleen nu getoond');
    await expect(keys.panel.getByRole('button', { name: API_KEY_LABELS.nl.copy })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keys.closeSecret();

    // Shown once: neither the record nor a new create form shows it again.
    await expect(keys.row(name)).toContainText(secret.slice(0, 12));
    await expect(keys.row(name)).toContainText(API_KEY_LABELS.nl.active);
    await keys.open(name);
    await expect(keys.secret).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await keys.openCreate(API_KEY_LABELS.nl.create);
    await expect(keys.secret).toHaveCount(0);
    await expect(keys.field(API_KEY_LABELS.nl.name)).toHaveValue('');
  });

  test('a merchant revokes a key after confirming; the key stays listed as revoked', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const name = `Oude koppeling ${uniqueSuffix()}`;
    const created = await page.request.post('/api/apikey', { data: { name } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const keys = new ApiKeysPage(page, '/apiSettings', API_KEY_LABELS.nl);
    await keys.goto();

    await keys.open(name);
    await keys.revokeOpenKey();
    await expect(keys.row(name)).toContainText(API_KEY_LABELS.nl.revoked);
    // A revoked key has no revoke control any more.
    await expect(keys.panel.getByRole('button', { name: API_KEY_LABELS.nl.revoke, exact: true })).toHaveCount(
      0,
    );
    const stored = (await (await page.request.get(`/api/apikey/${id}`)).json()) as {
      revoked_at: string | null;
    };
    expect(stored.revoked_at).not.toBeNull();
  });

  test('provider staff see every merchant key and create one for a chosen merchant and profile', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const keys = new ApiKeysPage(page, '/psp/api-keys', API_KEY_LABELS.en);
    await keys.goto();
    const organisations = await keys.rows.locator('td:nth-child(2)').allInnerTexts();
    expect(new Set(organisations).size).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij%20De%20Gouden%20Korst');
    const [profile] = (await (
      await page.request.get(`/api/paymentprofile?organisation=${bakery!.id}&_sort=name&_limit=1`)
    ).json()) as { id: string; name: string }[];
    const name = `Onboarding ${uniqueSuffix()}`;
    await keys.create(name, { merchant: bakery!.name, profile: profile!.name });
    expect(await seriousViolations(page)).toEqual([]);
    await keys.closeSecret();
    await expect(keys.row(name)).toContainText(bakery!.name);
    await expect(keys.row(name)).toContainText(profile!.name);
  });

  test('the screens and their controls follow the roles', async ({ page }) => {
    // Customer service of the bakery has no API key role: the route sends it to the root.
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/apiSettings');
    await expect(page).toHaveURL(/\/$/);
    // Provider support has no PSP_APIKEY role.
    await LoginPage.as(page, DEMO_USERS.pspSupport);
    await page.goto('/psp/api-keys');
    await expect(page).toHaveURL(/\/(psp\/?)?$/);
  });

  test('a user who may only list keys sees them without create or revoke', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await logInAsInvitedUser(page, ['API_KEY_LIST']);
    const keys = new ApiKeysPage(page, '/apiSettings', API_KEY_LABELS.en);
    await keys.goto();
    await expect(keys.rows.first()).toBeVisible();
    await expect(keys.createButton).toHaveCount(0);
    await keys.open(API_KEY_LABELS.en.active);
    await expect(keys.panel.getByRole('button', { name: API_KEY_LABELS.en.revoke, exact: true })).toHaveCount(
      0,
    );
  });
});
