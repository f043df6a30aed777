import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test.describe('tags', () => {
  test('provider: create, validate, edit and delete a tag; axe on list, form and record', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const tags = new ListScreen(page, '/psp/tags');
    await tags.goto();
    expect(await seriousViolations(page)).toEqual([]);

    await tags.openCreate('Add tag');
    await tags.field('Text').fill('');
    await tags.panelButton('Create');
    await tags.expectFieldError('Text', /This field is required/);
    expect(await seriousViolations(page)).toEqual([]);

    // The colour picker only accepts colours; the server refuses anything else with a 400 naming the field.
    const refused = await page.request.post('/api/tag', { data: { text: 'X', color: 'blue' } });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('color');

    await tags.field('Text').fill('Priority review');
    await tags.field('Colour').fill('#e8590c');
    await tags.panelButton('Create');
    await expect(tags.panel).toBeHidden();
    await expect(tags.row('Priority review')).toHaveCount(1);

    await tags.open('Priority review');
    await expect(tags.panel.getByText('#e8590c')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await tags.panelButton('Edit');
    await tags.field('Text').fill('Manual review');
    await tags.panelButton('Save');
    await expect(tags.panel.getByRole('heading', { name: 'Tag Manual review' })).toBeVisible();
    await tags.page.keyboard.press('Escape');
    await expect(tags.row('Manual review')).toHaveCount(1);

    await tags.open('Manual review');
    await tags.panelButton('Delete');
    await expect(page.getByText("Delete the tag 'Manual review'?")).toBeVisible();
    await tags.confirm('Delete');
    await expect(tags.row('Manual review')).toHaveCount(0);
  });

  test('merchant (Dutch): its own tags, which the provider list does not show', async ({ browser }) => {
    const merchant = await browser.newPage();
    await LoginPage.as(merchant, DEMO_USERS.owner);
    const tags = new ListScreen(merchant, '/tags');
    await tags.goto();
    // A text of its own per run: a tag's text is unique in its organisation.
    const text = `Vaste klant ${uniqueSuffix()}`;
    await tags.openCreate('Tag toevoegen');
    await tags.field('Tekst').fill(text);
    await tags.field('Kleur').fill('#2f9e44');
    await tags.panelButton('Aanmaken');
    await expect(tags.row(text)).toHaveCount(1);
    // The same text again, in other case: the server's 409 shows on the field.
    await tags.openCreate('Tag toevoegen');
    await tags.field('Tekst').fill(text.toUpperCase());
    await tags.panelButton('Aanmaken');
    await tags.expectFieldError('Tekst', 'Er bestaat al een record met deze waarden.');
    await tags.panel.getByRole('button', { name: 'Sluiten' }).click();

    const provider = await browser.newPage();
    await LoginPage.as(provider, DEMO_USERS.super);
    const providerTags = new ListScreen(provider, '/psp/tags');
    await providerTags.goto();
    await expect(providerTags.row(text)).toHaveCount(0);
    // Inside the merchant, the provider sees the merchant's tags.
    const merchantId = (await (await merchant.request.get('/api/auth/me')).json()).organisation.id as string;
    const inMerchant = new ListScreen(provider, `/psp/merchants/${merchantId}/tags`);
    await inMerchant.goto();
    await expect(inMerchant.row(text)).toHaveCount(1);
  });
});
