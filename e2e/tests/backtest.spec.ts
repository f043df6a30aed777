import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { inDutch, inEnglish } from '../pages/engine';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';
import { RoutingEditorPage } from '../pages/RoutingEditorPage';

// Atelier Noord takes cards by Adyen and by Stripe.
const OWNER = DEMO_USERS.sibling;
const ADYEN = 'Cards via Adyen';
const STRIPE = 'Cards via Stripe';

/** A saved routing through the API: amounts above 1,000 EUR to Stripe, the others to Adyen. */
async function savedRouting(request: APIRequestContext, name: string): Promise<string> {
  const rows = (await (await request.get('/api/processor?payment_product=card')).json()) as {
    id: string;
    name: string;
  }[];
  const processor = (name: string) => rows.find((row) => row.name === name)!.id;
  const created = await request.post('/api/routing', {
    data: {
      name,
      payment_product: 'card',
      details: {
        if: [{ name: 'amount', operator: '>', value: '100000' }],
        // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
        then: processor(STRIPE),
        else: processor(ADYEN),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('backtest: a payment made through /v1 that a routing change moves is an example that opens its detail; bars per processor, Dutch and axe', async ({
  page,
  request,
}) => {
  const reference = uniqueReference('backtest');
  const made = await makePayment(request, OWNER, { reference, amount: 250_000 });
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const routing = await savedRouting(page.request, uniqueReference('Backtest'));
  try {
    const editor = new RoutingEditorPage(page);
    await page.goto(`/intelligent-routing/${routing}`);
    await editor.button('Edit').click();
    await editor.endpoint('Then', ADYEN);
    const backtest = page.getByRole('region', { name: 'Backtest' });
    await backtest.locator('label', { hasText: '7 days' }).click();
    await expect(backtest.getByRole('radio', { name: '7 days' })).toBeChecked();
    await backtest.getByRole('button', { name: 'Run backtest' }).click();
    await expect(backtest.getByText('Decided differently than the saved version')).toBeVisible({
      timeout: 30_000,
    });
    // One bar per processor, named by the processor, with its share of the payments.
    await expect(backtest.getByRole('progressbar', { name: new RegExp(`^${ADYEN}: `) })).toBeVisible();
    const example = backtest.getByRole('link', { name: `Open payment ${made.id}` });
    await expect(example).toBeVisible();
    const row = backtest.getByRole('row', { name: new RegExp(`^Open payment ${made.id} `) });
    await expect(row.getByRole('cell', { name: STRIPE })).toBeVisible();
    await expect(row.getByRole('cell', { name: ADYEN })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await example.click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?_open=${made.id}$`));
    await expect(page.getByRole('heading', { name: `Transaction ${reference}` })).toBeVisible();

    // In Dutch, read-only (the draft is the saved tree): the same run, in Dutch words and numbers.
    await inDutch(page);
    await page.goto(`/intelligent-routing/${routing}`);
    const inDutchBacktest = page.getByRole('region', { name: 'Backtest' });
    await inDutchBacktest.getByRole('button', { name: 'Backtest uitvoeren' }).click();
    await expect(inDutchBacktest.getByText('Anders beslist dan door de opgeslagen versie')).toBeVisible({
      timeout: 30_000,
    });
    // Volumes in Dutch money: thousands with a dot, cents after a comma.
    await expect(inDutchBacktest.getByText(/€\s?[\d.]+,\d{2}/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.request.delete(`/api/routing/${routing}`);
  }
});
