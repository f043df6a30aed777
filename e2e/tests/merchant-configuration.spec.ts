import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { atelierNoordId } from '../pages/engine';
import { LoginPage } from '../pages/LoginPage';

test('merchant configuration shows the seeded engine set-up of a merchant, linked to its screens; axe', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.super);
  const merchant = await atelierNoordId(page);
  const headers = { 'X-Organisation': merchant };
  const profiles = (await (await page.request.get('/api/paymentprofile', { headers })).json()) as {
    name: string;
  }[];
  const keys = (await (await page.request.get('/api/apikey', { headers })).json()) as { name: string }[];

  await page.goto(`/psp/merchants/${merchant}/merchant-configuration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant configuration' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });

  // Every profile, with its card routing reaching the seeded card processors.
  for (const profile of profiles) {
    await expect(
      section('Payment profiles').getByRole('link', { name: profile.name, exact: true }),
    ).toBeVisible();
  }
  await expect(
    section('Payment profiles').getByRole('link', { name: 'Cards via Adyen' }).first(),
  ).toBeVisible();
  // The seeded card failover list: Adyen, then Stripe.
  await expect(section('Failover lists').getByRole('row', { name: /Card/ })).toContainText(
    'Cards via Adyen → Cards via Stripe',
  );
  for (const key of keys) {
    await expect(section('API keys').getByRole('link', { name: key.name, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  // A processor link opens that processor on its own screen.
  await section('Failover lists').getByRole('link', { name: 'Cards via Stripe' }).click();
  await expect(page).toHaveURL(new RegExp(`/psp/merchants/${merchant}/processors\\?_open=`));
  await expect(page.getByRole('dialog')).toContainText('Cards via Stripe');
});
