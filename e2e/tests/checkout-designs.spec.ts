import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { CheckoutDesignsPage } from '../pages/CheckoutDesignsPage';
import { DEMO_USERS } from '../pages/demoUsers';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { ENGLISH_MERCHANT } from '../pages/ShareCredentialsPage';

test.describe('checkout designs', () => {
  test('create with the defaults, edit colours with the live preview, refuse external css, delete', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await LoginPage.as(page, ENGLISH_MERCHANT.owner);
    const designs = new CheckoutDesignsPage(page);
    await designs.goto();
    await expect(designs.rows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await designs.createButton.click();
    await expect(page).toHaveURL(/\/checkout-designs\/new$/);
    // 000 §9 defaults, the brand's red and white, shown in the form and the preview.
    await expect(designs.field('Header colour')).toHaveValue('#c92a2a');
    await expect(designs.field('Button text colour')).toHaveValue('#ffffff');
    await expect(designs.field('Number format')).toHaveValue('1,234.56 (en_US)');
    await expect(designs.field('Show a language switch')).not.toBeChecked();
    await expect(designs.preview.getByTestId('preview-amount')).toHaveText('€1,234.56');
    await expect(designs.preview.locator('.headline')).toHaveText('ORDER-2026-0042');
    expect(await designs.previewHeaderBackground()).toBe('rgb(201, 42, 42)');
    expect(await designs.seriousViolations()).toEqual([]);

    await designs.save.click();
    await expect(designs.field('Name')).toHaveAttribute('aria-invalid', 'true');
    await designs.field('Name').fill('Autumn campaign');
    await designs.save.click();
    await expect(page).toHaveURL(/\/checkout-designs$/);
    await expect(designs.row('Autumn campaign')).toBeVisible();

    await designs.row('Autumn campaign').click();
    await expect(page).toHaveURL(/\/checkout-designs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout design Autumn campaign');
    await designs.setColour('Header colour', '#1864ab');
    await expect.poll(() => designs.previewHeaderBackground()).toBe('rgb(24, 100, 171)');
    await designs.choose('Number format', '1.234,56 (nl_NL)');
    await expect(designs.preview.getByTestId('preview-amount')).toHaveText('€ 1.234,56');
    await designs.field('Show a language switch').check();
    await expect(designs.preview.getByLabel('Language')).toBeVisible();
    await designs.choose('Order of the payment methods', 'iDEAL');
    await designs.choose('Order of the payment methods', 'Card');
    await expect(designs.preview.locator('.pay-button')).toHaveText(['Pay with iDEAL', 'Pay with Card']);

    // Custom css that would fetch from elsewhere: refused on the field, never applied in the preview.
    const css = designs.field('Custom css');
    await css.fill('.pay-button { background: url(https://tracker.example/pixel.gif) }');
    await expect(page.getByText(/may load images only as data:image urls/)).toBeVisible();
    await expect(designs.preview.locator('style').nth(1)).toHaveText('');
    expect(await designs.seriousViolations()).toEqual([]);
    await designs.save.click();
    await expect(page).toHaveURL(/\/checkout-designs\/[0-9a-f-]{36}$/);
    // The server refuses it too, naming the field.
    const id = page.url().split('/').pop()!;
    const refused = await page.request.post(`/api/checkoutdesign/${id}`, {
      data: { css: '@import url(https://cdn.example/x.css);' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).details.map((detail: { path: string }) => detail.path)).toContain(
      'body.css',
    );

    await css.fill('.pay-button { border-radius: 24px }');
    await expect(designs.preview.locator('.pay-button').first()).toHaveCSS('border-radius', '24px');
    await designs.save.click();
    await expect(page).toHaveURL(/\/checkout-designs$/);
    const stored = await (await page.request.get(`/api/checkoutdesign/${id}`)).json();
    expect(stored).toMatchObject({
      header_color: '#1864ab',
      number_format: 'nl_NL',
      show_language_switch: true,
      payment_product_order: 'ideal,card',
      css: '.pay-button { border-radius: 24px }',
    });

    await designs.row('Autumn campaign').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/checkout-designs$/);
    await expect(designs.row('Autumn campaign')).toHaveCount(0);
  });

  test('CHECKOUT_LIST alone reads designs: no create, save or delete (000 §6)', async ({ page }) => {
    await LoginPage.as(page, ENGLISH_MERCHANT.owner);
    await logInAsInvitedUser(page, ['CHECKOUT_LIST']);
    const designs = new CheckoutDesignsPage(page);
    await designs.goto();
    await expect(designs.rows.first()).toBeVisible();
    await expect(designs.createButton).toHaveCount(0);
    await designs.rows.first().click();
    await expect(designs.field('Name')).toBeDisabled();
    await expect(designs.preview.locator('.pay-button').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Save|Delete)$/ })).toHaveCount(0);
    expect(await designs.seriousViolations()).toEqual([]);
  });

  test('needs a CHECKOUT role: without one the route is barred and the API refuses', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    await page.goto('/checkout-designs');
    await expect(page).not.toHaveURL(/checkout-designs/);
    expect((await page.request.get('/api/checkoutdesign')).status()).toBe(403);
  });
});
