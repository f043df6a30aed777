import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { eventually } from '../test/eventually.js';
import { storedAnywhere } from '../test/stored-anywhere.js';
import { type Client, startLoggedTestApp, type TestApp } from '../test/test-app.js';
import { deriveLegacyLinkTokens, linkTokenSha256 } from './hosted-link-url.js';

/**
 * A link's token is the credential of its hosted page (issue 28): after every flow of payment links,
 * card-add links and subscription links, no token is in any table of the database nor in the server log.
 */
let app: TestApp & { log(): string };
let owner: Client;
let v1: Client;
let profile: { id: string; currency_code: string };
let customer: string;
let address = 0;
/** Every link token these tests saw in an answer. */
const tokens = new Set<string>();

const nextYear = testNow().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expiry_month: 12, expiry_year: nextYear, cvc: '123' });

/** The token of a hosted page's URL, remembered for the search at the end. */
function tokenOf(url: string): string {
  const token = new URL(url).pathname.split('/pay/')[1]!;
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  tokens.add(token);
  return token;
}

/** A customer's request from an address of its own, as the hosted page's browser makes it. */
function customerRequest(method: 'GET' | 'POST', url: string, payload?: object) {
  const ip = `10.7.${Math.floor(++address / 250)}.${address % 250}`;
  return app.server.fastify.inject({
    method,
    url,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
}

/** Answers a simulated issuer's page (3-D Secure) as its form does. */
const answerChallenge = (path: string, result: 'approve' | 'fail') =>
  app.server.fastify.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `result=${result}`,
  });

const paymentLink = (client: Client, path: string, extra: object = {}) =>
  client.post(path, {
    payment_profile: profile.id,
    amount: 1875,
    currency_code: profile.currency_code,
    merchant_reference: 'token-hunt',
    ...extra,
  });

beforeAll(async () => {
  // The most verbose level: whatever the server logs, no link token may be in it.
  app = await startLoggedTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  const key = await app.newApiKey(bakery);
  v1 = app.withApiKey(key.secret);
  const [someCustomer] = await app.query<{ id: string }>(
    'SELECT id FROM customers WHERE organisation_id = $1 ORDER BY created_at LIMIT 1',
    [bakery],
  );
  customer = someCustomer!.id;
}, 120_000);
afterAll(() => app?.close());

describe('link tokens', () => {
  it('pays a payment link made through /v1 with a card, and one made through /api after 3-D Secure', async () => {
    const created = await paymentLink(v1, '/v1/payment_links');
    expect(created.statusCode, created.body).toBe(201);
    const direct = created.json() as { id: string; url: string };
    const token = tokenOf(direct.url);
    // The answer is the same every time it is read, in both APIs.
    expect((await v1.get(`/v1/payment_links/${direct.id}`)).json().url).toBe(direct.url);
    expect((await owner.get(`/api/paymentlink/${direct.id}`)).json().url).toBe(direct.url);
    expect((await customerRequest('GET', `/pay/${token}`)).statusCode).toBe(200);
    const paid = await customerRequest('POST', `/api/pay/${token}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(paid.json()).toMatchObject({ result: 'approved' });

    const challenged = await paymentLink(owner, '/api/paymentlink', { reusable: true });
    expect(challenged.statusCode, challenged.body).toBe(201);
    const link = challenged.json() as { id: string; url: string };
    const linkToken = tokenOf(link.url);
    const pending = await customerRequest('POST', `/api/pay/${linkToken}/payments`, {
      payment_product: 'card',
      card: card('4000002760003184'),
    });
    expect(pending.json()).toMatchObject({ result: 'pending' });
    const challengePage = new URL(pending.json().next_action_url).pathname;
    expect((await customerRequest('GET', challengePage)).statusCode).toBe(200);
    const answered = await answerChallenge(challengePage, 'approve');
    expect(answered.statusCode).toBe(303);
    // Back to the page the customer paid on, with the payment and its status.
    const back = new URL(String(answered.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(link.url);
    expect(back.searchParams.get('transaction')).toBe(pending.json().transaction);
    const result = await customerRequest('GET', `${back.pathname}${back.search}`);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('"result":"approved"');
  });

  it('stores a card through card-add links made through /v1 and /api, one after 3-D Secure', async () => {
    const made = await v1.post('/v1/card_add_links', { payment_profile: profile.id, customer });
    expect(made.statusCode, made.body).toBe(201);
    const direct = made.json() as { id: string; url: string };
    expect((await v1.get(`/v1/card_add_links/${direct.id}`)).json().url).toBe(direct.url);
    const stored = await customerRequest('POST', `/api/pay/${tokenOf(direct.url)}/cards`, {
      card: card('5555555555554444'),
    });
    expect(stored.json()).toMatchObject({ result: 'approved' });

    const challenged = await owner.post('/api/cardaddlink', { payment_profile: profile.id, customer });
    expect(challenged.statusCode, challenged.body).toBe(201);
    const token = tokenOf(challenged.json().url);
    const pending = await customerRequest('POST', `/api/pay/${token}/cards`, {
      card: card('4000002760003184'),
    });
    expect(pending.json()).toMatchObject({ result: 'pending' });
    const verify = new URL(pending.json().next_action_url).pathname;
    expect((await customerRequest('GET', verify)).statusCode).toBe(200);
    const answered = await answerChallenge(verify, 'approve');
    expect(answered.headers.location).toBe(`/pay/${token}?last4=3184&verified=approved`);
    expect((await customerRequest('GET', String(answered.headers.location))).statusCode).toBe(200);
  });

  it("gives a subscription waiting for a card its link, through which the customer's card activates it", async () => {
    const plan = await owner.post('/api/plan', {
      name: 'Token hunt monthly',
      amount: 1500,
      payment_profile: profile.id,
      interval: 'month',
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const created = await owner.post('/api/subscription', { customer, plan: plan.json().id });
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json() as { id: string; subscription_url: string };
    const token = tokenOf(subscription.subscription_url);
    expect((await owner.get(`/api/subscription/${subscription.id}`)).json().subscription_url).toBe(
      subscription.subscription_url,
    );
    const stored = await customerRequest('POST', `/api/pay/${token}/cards`, {
      card: card('4242424242424242'),
    });
    expect(stored.json()).toMatchObject({ result: 'approved' });
    await eventually(
      async () => (await owner.get(`/api/subscription/${subscription.id}`)).json().status === 'ACTIVE',
      20_000,
    );
  });

  it('opens a link made before tokens were derived by its old token, and by its new one once the server started', async () => {
    const created = await paymentLink(v1, '/v1/payment_links');
    const link = created.json() as { id: string; url: string };
    const shown = tokenOf(link.url);
    // As migration 0043 leaves a link that had a random token: its digest kept, no derived digest yet.
    const old = randomBytes(32).toString('hex');
    tokens.add(old);
    await app.query('UPDATE payment_links SET legacy_token_sha256 = $2, token_sha256 = NULL WHERE id = $1', [
      link.id,
      linkTokenSha256(old),
    ]);
    expect((await customerRequest('GET', `/pay/${old}`)).statusCode).toBe(200);
    expect((await customerRequest('GET', `/pay/${shown}`)).statusCode).toBe(410);
    await deriveLegacyLinkTokens(app.server.database, app.server.secrets);
    expect((await customerRequest('GET', `/pay/${shown}`)).statusCode).toBe(200);
    const paid = await customerRequest('POST', `/api/pay/${old}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(paid.json()).toMatchObject({ result: 'approved' });
    expect((await v1.get(`/v1/payment_links/${link.id}`)).json()).toMatchObject({
      url: link.url,
      status: 'DONE',
    });
  });

  it('finds no link token in any table of the database nor in the server log', async () => {
    expect(tokens.size).toBe(7);
    // The calls of the payments API reached the audit trail (written in batches) before it is searched.
    await eventually(async () => {
      const [row] = await app.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM audit_trail_items WHERE route LIKE '/v1/%link%'`,
      );
      return row!.count >= 4;
    });
    const searched = [...tokens];
    expect(await storedAnywhere(app, searched)).toEqual([]);
    expect(app.log().length).toBeGreaterThan(0);
    for (const token of searched) expect(app.log()).not.toContain(token);
  });
});
