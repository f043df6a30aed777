import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { ENGLISH_MERCHANT, ShareCredentialsPage } from '../pages/ShareCredentialsPage';

/** The provider's super user works in English. */
const PROVIDER_USER = 'super@lighthouse.demo';

async function merchantId(page: Page): Promise<string> {
  const [merchant] = await listOrganisations(
    page.request,
    `name=${encodeURIComponent(ENGLISH_MERCHANT.name)}`,
  );
  return merchant!.id;
}

const REQUIRED = 'This field is required';

test.describe('share credentials', () => {
  test('the provider, inside a merchant, asks for a configuration: every rule of 000 §5 on its field', async ({
    page,
  }) => {
    await LoginPage.as(page, PROVIDER_USER);
    const merchant = await merchantId(page);
    const shares = new ShareCredentialsPage(page);
    await shares.goto(`/psp/merchants/${merchant}/`);
    expect(await seriousViolations(page)).toEqual([]);

    await shares.createButton.click();
    await expect(shares.drawer).toBeVisible();
    // The organisation starts as the viewed merchant, so the user can be chosen.
    await expect(shares.field('Organisation')).toHaveValue(ENGLISH_MERCHANT.name);
    await expect(shares.field('User')).toBeEnabled();
    await shares.drawer.getByRole('button', { name: 'Create' }).click();
    for (const label of ['Name', 'Description', 'User', 'Gateway']) {
      await expect(shares.field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(shares.drawer.getByText('Choose at least 1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // 000 §4: the user is reset when the organisation changes and disabled while it is invalid.
    await shares.choose('User', 'Lukas Schneider (owner@koelnereck.demo)');
    await expect(shares.field('User')).toHaveValue('Lukas Schneider (owner@koelnereck.demo)');
    await shares.drawer.getByRole('button', { name: 'Clear the organisation' }).click();
    await expect(shares.field('User')).toBeDisabled();
    await expect(shares.field('User')).toHaveValue('');
    await shares.choose('Organisation', ENGLISH_MERCHANT.name);
    await expect(shares.field('User')).toBeEnabled();
    await expect(shares.field('User')).toHaveValue('');
    await shares.choose('User', 'Lukas Schneider (owner@koelnereck.demo)');

    await shares.field('Name').fill('Adyen Apple Pay');
    await shares.field('Description').fill('Apple Pay through Adyen for the terrace');
    await shares.choose('Gateway', 'Adyen');
    const addConfiguration = shares.drawer.getByRole('button', { name: 'Add configuration' });
    await expect(addConfiguration).toBeDisabled();
    await shares.choose('Payment method', 'Apple Pay');
    await addConfiguration.click();
    const catalogue = ['merchant_account', 'api_key', 'hmac_key', 'live_url_prefix', 'apple_merchant_id'];
    await expect(shares.detailRows).toHaveCount(catalogue.length);
    // Again: the names that are there already are skipped.
    await addConfiguration.click();
    await expect(shares.detailRows).toHaveCount(catalogue.length);
    for (const [index, name] of catalogue.entries()) {
      await expect(shares.detailRows.nth(index).getByLabel(/^Field name/)).toHaveValue(name);
    }
    // A row needs a name; the provider may leave values empty.
    await shares.drawer.getByRole('button', { name: 'Add row' }).click();
    await shares.drawer.getByRole('button', { name: 'Create' }).click();
    await expect(shares.detailRows.nth(catalogue.length).getByLabel(/^Field name/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await shares.drawer.getByRole('button', { name: `Remove row ${catalogue.length + 1}` }).click();

    // Type processorsettlement needs the settlement type instead of the payment method.
    await shares.choose('Type', 'Processor settlement');
    await expect(shares.field('Payment method')).toHaveCount(0);
    await shares.drawer.getByRole('button', { name: 'Create' }).click();
    await expect(shares.field('Settlement type')).toHaveAttribute('aria-invalid', 'true');
    await shares.choose('Type', 'Processor');

    await shares.value(0).fill('KoelnerEckCOM');
    await shares.drawer.getByRole('button', { name: 'Create' }).click();
    await expect(shares.drawer).toBeHidden();
    await expect(shares.rows.filter({ hasText: 'Adyen Apple Pay' })).toContainText('1 / 5');
  });

  test('the API enforces the same rules and keeps values sealed from other merchants', async ({ page }) => {
    await LoginPage.as(page, PROVIDER_USER);
    const merchant = await merchantId(page);
    const headers = { 'X-Organisation': merchant };
    const refused = async (data: object) => {
      const response = await page.request.post('/api/sharecredential', { data, headers });
      expect(response.status()).toBe(400);
      return (await response.json()).details.map((detail: { path: string }) => detail.path);
    };
    expect(await refused({ details: [] })).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.organisation',
        'body.description',
        'body.type',
        'body.user',
        'body.details',
      ]),
    );
    const users = await (await page.request.get('/api/user?_limit=5', { headers })).json();
    const base = {
      organisation: merchant,
      user: users[0].id,
      name: 'x',
      description: 'y',
      gateway: 'adyen',
      details: [{ name: 'api_key', value: '' }],
    };
    expect(await refused({ ...base, type: 'processor' })).toEqual(['body.payment_product']);
    expect(await refused({ ...base, type: 'processorsettlement' })).toEqual([
      'body.processor_settlement_type',
    ]);
    expect(
      await refused({ ...base, type: 'processor', payment_product: 'card', details: [{ name: '' }] }),
    ).toEqual(['body.details.0.name']);
  });

  test('a merchant user fills in the values only, each one required', async ({ page }) => {
    await LoginPage.as(page, ENGLISH_MERCHANT.owner);
    const shares = new ShareCredentialsPage(page);
    await shares.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share requests');
    await expect(shares.createButton).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await shares.rows.filter({ hasText: 'adyen card account' }).click();
    await expect(shares.drawer).toBeVisible();
    await shares.drawer.getByRole('button', { name: 'Edit' }).click();
    await expect(shares.field('Name')).toHaveCount(0);
    const rows = shares.detailRows;
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    await expect(rows.first().getByLabel(/^Field name/)).toHaveAttribute('readonly', '');
    await expect(shares.value(0)).toHaveValue('BrauhausKlnerEck');
    await shares.value(0).clear();
    await shares.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(shares.drawer.getByText(REQUIRED).first()).toBeVisible();
    await expect(shares.value(0)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    for (let index = 0; index < count; index++) await shares.value(index).fill(`value-${index}`);
    await shares.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(shares.drawer.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(shares.drawer.getByText('Not filled in')).toHaveCount(0);

    // The API refuses any other field from a merchant user.
    const [share] = await (await page.request.get('/api/sharecredential?name=adyen%20card%20account')).json();
    const details = (share.details as { name: string; description: string | null; value: string }[]).map(
      ({ name, description, value }) => ({ name, description, value }),
    );
    const response = await page.request.post(`/api/sharecredential/${share.id}`, {
      data: { id: share.id, name: 'Renamed', details },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).details).toEqual([
      expect.objectContaining({ path: 'body.name', code: 'read_only' }),
    ]);
    expect(share.details[0].value).toBe('value-0');
  });

  test('SHARE_LIST alone sees which values are filled in, not the values, and cannot edit', async ({
    page,
  }) => {
    await LoginPage.as(page, ENGLISH_MERCHANT.owner);
    await logInAsInvitedUser(page, ['SHARE_LIST']);
    const shares = new ShareCredentialsPage(page);
    await shares.goto();
    await shares.rows.first().click();
    await expect(shares.drawer).toBeVisible();
    await expect(shares.drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(shares.drawer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await shares.drawer.getByRole('tab', { name: 'Configuration' }).click();
    await expect(shares.drawer.getByText(/^(Filled in|Not filled in)$/).first()).toBeVisible();
    const [share] = await (await page.request.get('/api/sharecredential')).json();
    expect(share.details.every((detail: { value: string | null }) => detail.value === null)).toBe(true);
    expect(share.details.some((detail: { value_set: boolean }) => detail.value_set)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
