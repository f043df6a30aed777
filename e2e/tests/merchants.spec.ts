import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { MerchantsPage } from '../pages/MerchantsPage';

test.describe('merchants (provider)', () => {
  test('the super user deactivates a merchant, its API key is refused at /v1, and activating it restores it (axe)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const merchants = new MerchantsPage(page);
    await merchants.goto();
    // 001 §2.2: active merchants by their amount of the last 24 hours.
    await expect(page).toHaveURL(/_sort=-amount/);
    await expect(page).toHaveURL(/active=true/);
    expect(await seriousViolations(page)).toEqual([]);

    // A merchant no other test uses: the last active one by amount.
    const list = (await (
      await page.request.get('/api/psp/merchant?active=true&_sort=amount&_limit=1')
    ).json()) as {
      id: string;
      name: string;
    }[];
    const merchant = list[0]!;
    const key = (await (
      await page.request.post('/api/apikey', { data: { name: 'E2E toggle', organisation: merchant.id } })
    ).json()) as { secret: string };
    const v1 = await playwright.request.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { Authorization: `Bearer ${key.secret}` },
    });
    expect((await v1.get('/v1/transactions?_limit=1')).status()).toBe(200);

    await merchants.search(merchant.name);
    await merchants.openFirst();
    expect(await seriousViolations(page)).toEqual([]);
    await merchants.toggle('Deactivate', 'Chargebacks above the agreed rate');
    await expect(page.getByText(`${merchant.name} is deactivated.`)).toBeVisible();
    const refused = await v1.get('/v1/transactions?_limit=1');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('merchant_inactive');

    // Active only: it left the list, its panel shows the state the answer gave; the inactive ones list it.
    await expect(merchants.rows).toHaveCount(0);
    await expect(merchants.panel.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(merchants.panel.getByText('Chargebacks above the agreed rate')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(merchants.panel).toBeHidden();
    await merchants.show('Inactive');
    await expect(merchants.rows.filter({ hasText: merchant.name })).toContainText('Inactive');
    await merchants.openFirst();
    await merchants.toggle('Activate');
    await expect(page.getByText(`${merchant.name} is active again.`)).toBeVisible();
    expect((await v1.get('/v1/transactions?_limit=1')).status()).toBe(200);
    await v1.dispose();
  });
});
