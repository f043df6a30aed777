import http from 'node:http';
import { hostname } from 'node:os';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { inEnglish } from '../pages/engine';
import { LoginPage } from '../pages/LoginPage';
import { WEBHOOK_LABELS, WebhooksPage } from '../pages/WebhooksPage';
import { webhookReceiverPort } from '../pages/webhookReceiver';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A merchant's receiver on this machine, allowed by WEBHOOK_ALLOWED_HOSTS (playwright.config.ts).
const received: Received[] = [];
let receiver: http.Server;
test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(webhookReceiverPort, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const receiverUrl = (path: string) => `http://${hostname()}:${webhookReceiverPort}${path}`;

test.describe('webhooks', () => {
  test('a merchant rotates the secret and sends a test webhook that the receiver verifies; the detail shows its history (Dutch)', async ({
    page,
  }) => {
    // The owner works in Dutch (profile language).
    await LoginPage.as(page, DEMO_USERS.owner);
    const testing = new WebhooksPage(page, '/webhook-testing', WEBHOOK_LABELS.nl);
    await testing.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks testen');
    expect(await seriousViolations(page)).toEqual([]);

    const secret = await testing.rotateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await testing.closeSecret();
    await expect(page.getByText(secret)).toHaveCount(0);

    const path = `/e2e-${uniqueSuffix()}`;
    await testing.sendRulesetMatch(receiverUrl(path));
    await expect
      .poll(() => received.filter((entry) => entry.body.includes('validationruleset')).length)
      .toBeGreaterThan(0);
    const [delivery] = received.slice(-1);
    const payload = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: { test: boolean } };
    expect(payload).toMatchObject({ type: 'validationruleset.matched', data: { test: true } });

    await page.getByRole('button', { name: 'Vernieuwen' }).click();
    await testing.open(path);
    await testing.showHistory();
    await expect(testing.history.getByText('200')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a merchant clones a webhook into the create form and replays failed webhooks with progress', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await inEnglish(page);
    const labels = WEBHOOK_LABELS.en;
    const webhooks = new WebhooksPage(page, '/webhooks', labels);
    await webhooks.goto();
    await expect(webhooks.rows.first()).toBeVisible();
    const url = (await webhooks.rows.first().locator('td').nth(1).textContent()) ?? '';
    // The merchant view's clone column (001 §2.8) opens the create form without opening the row.
    await webhooks.rows.first().getByRole('button', { name: labels.cloneRow }).click();
    // The create form, prefilled from the row, with the clone's id in the address (merchant: `id`).
    await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
    await expect(webhooks.field(labels.url)).toHaveValue(url);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: labels.replay, exact: true }).click();
    await expect(page.getByTestId('webhook-replay-progress')).toHaveText(labels.replayed);
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('re-picking the type of a test webhook keeps the app up and offers the statuses a payment takes', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await inEnglish(page);
    const labels = WEBHOOK_LABELS.en;
    const testing = new WebhooksPage(page, '/webhook-testing', labels);
    await testing.goto();
    await testing.openCreate(labels.create);
    for (let pick = 0; pick < 2; pick++) {
      await testing.field(labels.type).click();
      await page.getByRole('option', { name: 'Transaction', exact: true }).click();
    }
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await testing.field(labels.status).click();
    // The product's own payment statuses (PRODUCT_TRANSACTION_STATUSES), not all 29 of the catalogue.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(11);
    await expect(page.getByRole('option', { name: 'Settlement requested' })).toBeVisible();
  });

  test('provider staff see every merchant’s webhooks with the merchant column', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await inEnglish(page);
    const webhooks = new WebhooksPage(page, '/psp/webhooks', WEBHOOK_LABELS.en);
    await webhooks.goto();
    await expect(webhooks.table.getByRole('columnheader', { name: 'Merchant' })).toBeVisible();
    await expect(webhooks.table.getByRole('columnheader', { name: 'Clone' })).toHaveCount(0);
    await webhooks.rows.first().click();
    await webhooks.showHistory();
    await expect(webhooks.history).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
