import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { atelierNoordId } from '../pages/engine';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test('processors: create one with a forced outcome inside a merchant, edit it to "by test card", delete it; axe', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.super);
  const merchant = await atelierNoordId(page);
  const processors = new ListScreen(page, `/psp/merchants/${merchant}/processors`);
  await processors.goto();
  await expect(processors.row('Cards via Adyen')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Declining iDEAL ${uniqueSuffix()}`;
  await processors.openCreate('Add processor');
  await processors.panelButton('Create');
  await processors.expectFieldError('Name', /This field is required/);
  await processors.field('Name').fill(name);
  await processors.field('Payment method').click();
  await page.getByRole('option', { name: 'iDEAL' }).click();
  await processors.field('Gateway').click();
  await page.getByRole('option', { name: 'Mollie' }).click();
  await processors.field('Simulated outcome').click();
  await page.getByRole('option', { name: 'Declined', exact: true }).click();
  await processors.field('Simulated latency (ms)').fill('250');
  expect(await seriousViolations(page)).toEqual([]);
  await processors.panelButton('Create');
  await expect(processors.panel).toBeHidden();
  await expect(processors.row(name)).toContainText('Declined');

  // Stored as the merchant's, with the override.
  const [stored] = (await (
    await page.request.get(`/api/processor?name=${encodeURIComponent(name)}`, {
      headers: { 'X-Organisation': merchant },
    })
  ).json()) as { organisation: string; simulated_outcome: string | null; simulated_latency_ms: number }[];
  expect(stored).toMatchObject({
    organisation: merchant,
    simulated_outcome: 'declined',
    simulated_latency_ms: 250,
  });

  await processors.open(name);
  await expect(processors.panel.getByText('Declined')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await processors.panelButton('Edit');
  await expect(processors.field('Payment method')).toBeDisabled();
  await processors.field('Simulated outcome').click();
  await page.getByRole('option', { name: 'By test card' }).click();
  await processors.panelButton('Save');
  await expect(processors.panel.getByText('By test card')).toBeVisible();

  await processors.panelButton('Delete');
  await expect(page.getByText(`Delete the processor '${name}'?`)).toBeVisible();
  await processors.confirm('Delete');
  await expect(processors.row(name)).toHaveCount(0);

  // The provider-wide list shows every merchant's processors and creates none (that happens inside a merchant).
  const everyMerchant = new ListScreen(page, '/psp/processors');
  await everyMerchant.goto();
  await expect(everyMerchant.row('Cards via Adyen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add processor' })).toHaveCount(0);
});
