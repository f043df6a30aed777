import { TEST_CARDS } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from './test/clock.js';
import { DEMO, organisationIdOf } from './test/demo.js';
import { engineProfile } from './test/engine-profile.js';
import { storedAnywhere } from './test/stored-anywhere.js';
import { type Client, startLoggedTestApp, type TestApp } from './test/test-app.js';

/**
 * Secrets found by machine (issue 28): every /v1 and hosted-page flow runs, then the server log (at its
 * most verbose), the audit trail and every table of the database are searched for every secret the run
 * handled: each test card number in every spelling people type, CVCs, API key and webhook secrets, and
 * the challenge and link tokens that open a customer's pages. None may be found.
 */
let app: TestApp & { log(): string };
let v1: Client;
let profile: { id: string; currency_code: string };
let customer: string;
const secrets = new Map<string, string>();
const CVC = '739';
const nextYear = testNow().getUTCFullYear() + 1;

/** Every spelling of a card number people type: whole, in groups of four with spaces or dashes. */
const spellings = (number: string) => {
  const groups = number.match(/.{1,4}/g)!;
  return [number, groups.join(' '), groups.join('-')];
};
const tokenOf = (url: string) => url.split('/').pop()!;

beforeAll(async () => {
  app = await startLoggedTestApp();
  const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  const key = await app.newApiKey(bakery);
  secrets.set('API key', key.secret);
  v1 = app.withApiKey(key.secret);
  const [row] = await app.query<{ id: string }>(
    'SELECT id FROM customers WHERE organisation_id = $1 ORDER BY created_at LIMIT 1',
    [bakery],
  );
  customer = row!.id;

  const owner = await app.as(DEMO.bakeryOwner);
  const webhookSecret = 'whsec_c2VjcmV0cyBmb3VuZCBieSBtYWNoaW5l';
  secrets.set('webhook secret', webhookSecret);
  await owner.post('/api/webhook', {
    url: 'https://example.com/hook',
    type: 'transaction',
    secret: webhookSecret,
  });

  const base = { payment_profile: profile.id, currency_code: profile.currency_code, payment_product: 'card' };
  // Every test card, each spelling, with the CVC: payments, and a capture and a refund of one.
  for (const [card, number] of Object.keys(TEST_CARDS).entries()) {
    for (const [index, spelling] of spellings(number).entries()) {
      secrets.set(`card ${spelling}`, spelling);
      const paid = await v1.post('/v1/transactions', {
        ...base,
        amount: 1200 + index,
        merchant_reference: `secrets-${card}-${index}`,
        capture: index === 1 ? 'manual' : 'automatic',
        card: { number: spelling, expiry_month: 12, expiry_year: nextYear, cvc: CVC },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const payment = paid.json();
      if (payment.next_action?.url) secrets.set(`challenge ${payment.id}`, tokenOf(payment.next_action.url));
      if (payment.status === 'AUTHORIZED') await v1.post(`/v1/transactions/${payment.id}/capture`, {});
    }
  }
  // The 3-D Secure card, approved by the customer; an iDEAL payment through its redirect page.
  const challenged = (
    await v1.post('/v1/transactions', {
      ...base,
      amount: 3184,
      merchant_reference: 'secrets-3ds',
      card: { number: '4000002760003184', expiry_month: 12, expiry_year: nextYear, cvc: CVC },
    })
  ).json();
  const redirect = (
    await v1.post('/v1/transactions', {
      ...base,
      payment_product: 'ideal',
      amount: 1000,
      merchant_reference: 'secrets-ideal',
    })
  ).json();
  for (const pending of [challenged, redirect]) {
    secrets.set(`challenge ${pending.id}`, tokenOf(pending.next_action.url));
    await app.anonymous.get(new URL(pending.next_action.url).pathname);
    await app.anonymous.request('POST', new URL(pending.next_action.url).pathname, 'result=approve', {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }
  // Payment and card-add links, made through /v1 and answered on the hosted page.
  const link = (
    await v1.post('/v1/payment_links', {
      payment_profile: profile.id,
      amount: 2450,
      currency_code: profile.currency_code,
      description: 'Secrets by machine',
    })
  ).json();
  const cardLink = (await v1.post('/v1/card_add_links', { payment_profile: profile.id, customer })).json();
  for (const [name, url] of [
    ['payment link', link.url],
    ['card-add link', cardLink.url],
  ] as const) {
    expect(url, name).toContain('/pay/');
    secrets.set(name, tokenOf(url));
  }
  await app.anonymous.get(`/pay/${tokenOf(link.url)}`);
  const linkPaid = await app.anonymous.post(`/api/pay/${tokenOf(link.url)}/payments`, {
    payment_product: 'card',
    card: { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: nextYear, cvc: CVC },
  });
  expect(linkPaid.statusCode, linkPaid.body).toBeLessThan(300);
  const added = await app.anonymous.post(`/api/pay/${tokenOf(cardLink.url)}/cards`, {
    card: { number: '4000002760003184', expiry_month: 12, expiry_year: nextYear, cvc: CVC },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  if (added.json().next_action_url)
    secrets.set('challenge of the card-add link', tokenOf(added.json().next_action_url));
  // Reads and lists of all of it, as a merchant's server and its support staff make them.
  await v1.get('/v1/transactions?_limit=100');
  await v1.get('/v1/payment_links');
  await (await app.as(DEMO.bakerySupport)).get('/api/transaction?_limit=100');
  await app.server.flushAuditTrail();
}, 180_000);
afterAll(() => app?.close());

describe('secrets found by machine (issue 28)', () => {
  it('finds none in any table of the database, the audit trail included', async () => {
    const needles = [...secrets.values(), `"cvc":"${CVC}"`, `"cvc": "${CVC}"`, `cvc=${CVC}`];
    expect(await storedAnywhere(app, needles)).toEqual([]);
  });

  it('finds none in the server log', () => {
    expect(app.log().length).toBeGreaterThan(10_000);
    const found = [...secrets].filter(([, secret]) => app.log().includes(secret)).map(([name]) => name);
    expect(found).toEqual([]);
    expect(app.log()).not.toMatch(new RegExp(`cvc\\W{1,4}${CVC}`, 'i'));
  });

  it('handled every kind of secret it looks for', () => {
    const kinds = new Set([...secrets.keys()].map((name) => name.split(' ')[0]));
    expect(kinds).toEqual(new Set(['API', 'webhook', 'card', 'challenge', 'payment', 'card-add']));
    expect([...secrets.keys()].filter((name) => name.startsWith('card ')).length).toBe(
      Object.keys(TEST_CARDS).length * 3,
    );
  });
});
