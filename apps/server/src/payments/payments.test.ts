import { OUTCOME_INFO, type ProcessorOutcome, platformMaxAmount, TEST_CARDS } from '@psp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { eventually } from '../test/eventually.js';
import { storedAnywhere } from '../test/stored-anywhere.js';
import { startLoggedTestApp, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp & { log(): string };
let bakery: string;
let profile: { id: string; currency_code: string };
let cardProcessors: string[];
let key: { id: string; secret: string };

function pay(
  body: object,
  headers: Record<string, string> = {},
  secret = key.secret,
): Promise<LightMyRequestResponse> {
  return app.withApiKey(secret).request('POST', '/v1/transactions', body, headers);
}

const nextYear = testNow().getUTCFullYear() + 1;
const card = (number: string) => ({
  number,
  expiry_month: 12,
  expiry_year: nextYear,
  cvc: '123',
  holder_name: 'J. Tester',
});
let reference = 0;
const payment = (extra: object = {}) => ({
  amount: 1250,
  currency_code: profile.currency_code,
  payment_profile: profile.id,
  payment_product: 'card',
  merchant_reference: `order-${++reference}`,
  card: card('4242424242424242'),
  ...extra,
});

beforeAll(async () => {
  // The most verbose level: whatever the server logs, no card number may be in it.
  app = await startLoggedTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  // A profile of the bakery itself with card processors; the engine tests set its processors up as they need.
  const setup = await engineProfile(app, bakery);
  profile = setup.profile;
  cardProcessors = [setup.processors.simA, setup.processors.simB];
  key = await app.newApiKey(bakery);
});
afterAll(() => app?.close());

describe('POST /v1/transactions', () => {
  it('authorises and captures a 4242 card payment, answering the card as BIN, last 4, brand and expiry', async () => {
    const response = await pay(payment());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'SETTLEMENT_REQUESTED',
      blocked: false,
      processor: cardProcessors[0],
      captured_amount: 1250,
      card_details: { brand: 'visa', bin: '424242', last4: '4242', expiry_month: 12, expiry_year: nextYear },
    });
    expect(body.processor_id_external).toMatch(/^pi_/);
    expect(body.decision.attempts).toHaveLength(1);
    const history = await app.query<{ status: string }>(
      'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at',
      [body.id],
    );
    expect(history.map((row) => row.status)).toEqual(['INITIATED', 'AUTHORIZED', 'SETTLEMENT_REQUESTED']);
    const events = await app.query<{ type: string; actor_kind: string; after: { status: string } }>(
      'SELECT type, actor_kind, after FROM events WHERE resource_id = $1 ORDER BY sequence',
      [body.id],
    );
    expect(events.map((event) => [event.type, event.after.status])).toEqual([
      ['transaction.created', 'INITIATED'],
      ['transaction.status_changed', 'AUTHORIZED'],
      ['transaction.status_changed', 'SETTLEMENT_REQUESTED'],
    ]);
    expect(events.every((event) => event.actor_kind === 'apiKey')).toBe(true);
    const [stored] = await app.query<{ bin: string; last4: string; fingerprint: string }>(
      'SELECT bin, last4, fingerprint FROM cards WHERE id = $1',
      [body.card],
    );
    expect(stored).toMatchObject({ bin: '424242', last4: '4242' });
    expect(stored!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores a new card once when 20 first payments with it arrive together', async () => {
    const fresh = { ...card('5555555555554444'), expiry_year: nextYear + 3 };
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(payment({ card: fresh }))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const cards = new Set(responses.map((response) => response.json().card));
    expect(cards.size).toBe(1);
    const [{ count }] = (await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM cards
       WHERE fingerprint = (SELECT fingerprint FROM cards WHERE id = $1) AND expiry_year = $2`,
      [[...cards][0], nextYear + 3],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("stores a card per customer: a customer's card again is the same card, another customer's is its own", async () => {
    const shared = { ...card('4111111111111111'), expiry_year: nextYear + 4 };
    const first = await pay(
      payment({ card: shared, customer_details: { email_address: 'ana@example.com' } }),
    );
    const again = await pay(payment({ card: shared, customer: first.json().customer }));
    const other = await pay(payment({ card: shared, customer_details: { email_address: 'bo@example.com' } }));
    for (const response of [first, again, other]) expect(response.statusCode, response.body).toBe(201);
    expect(again.json().card).toBe(first.json().card);
    expect(other.json().card).not.toBe(first.json().card);
    const owners = await app.query<{ id: string; customer_id: string }>(
      'SELECT id, customer_id FROM cards WHERE id = ANY($1::uuid[])',
      [[first.json().card, other.json().card]],
    );
    expect(new Map(owners.map((row) => [row.id, row.customer_id]))).toEqual(
      new Map([
        [first.json().card, first.json().customer],
        [other.json().card, other.json().customer],
      ]),
    );
    // Each customer is charged later on its own card, and not on the other's.
    const repeat = (cardId: string, customer: string) =>
      pay(payment({ card: undefined, card_id: cardId, customer, recurring_type: 'repeat' }));
    expect((await repeat(other.json().card, other.json().customer)).statusCode).toBe(201);
    const refused = await repeat(first.json().card, other.json().customer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: 'body.card_id' })]);
  });
});

const EXPECTED: Record<ProcessorOutcome, string> = {
  approved: 'SETTLEMENT_REQUESTED',
  approved_disputed: 'SETTLEMENT_REQUESTED',
  declined: 'DECLINED',
  insufficient_funds: 'DECLINED',
  expired_card: 'DECLINED',
  processor_error: 'FAILED',
  challenge: 'PENDING',
};

describe('every test card', () => {
  it.each(Object.entries(TEST_CARDS))('%s gives %s', async (number, outcome) => {
    const response = await pay(payment({ card: card(number) }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.status).toBe(EXPECTED[outcome]);
    expect(body.status_reason).toBe(
      outcome === 'challenge' ? '3-D Secure challenge' : OUTCOME_INFO[outcome as ProcessorOutcome].reason,
    );
    if (outcome === 'challenge') expect(body.next_action.url).toMatch(/^http.*\/v1\/challenge\/[\w-]{32}$/);
    else expect(body.next_action).toBeNull();
  });

  it('stops a manual capture at AUTHORIZED with an expiry 7 days out', async () => {
    const body = (await pay(payment({ capture: 'manual' }))).json();
    expect(body.status).toBe('AUTHORIZED');
    expect(body.captured_amount).toBe(0);
    const days = (Date.parse(body.authorization_expires_at) - testNow().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const history = await app.query<{ status: string }>(
      'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at, id',
      [body.id],
    );
    expect(history.map((row) => row.status).sort()).toEqual(['AUTHORIZED', 'INITIATED']);
  });
});

describe('redirect products decide by the amount after the customer answers', () => {
  it.each([
    [1000, 'approve', 'SETTLEMENT_REQUESTED'],
    [1001, 'approve', 'DECLINED'],
    [1003, 'approve', 'DECLINED'],
    [1002, 'approve', 'FAILED'],
    [1000, 'cancel', 'CANCELLED'],
    [1000, 'fail', 'FAILED'],
  ])('iDEAL %i, customer says %s: %s', async (amount, result, status) => {
    const response = await pay(
      payment({ payment_product: 'ideal', card: undefined, amount, return_url: 'https://shop.example/done' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.status).toBe('PENDING');
    const path = new URL(created.next_action.url).pathname;
    const page = await app.anonymous.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain('https://shop.example');
    expect(page.body).not.toContain('<script');
    const answer = await app.anonymous.request('POST', path, `result=${result}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `https://shop.example/done?transaction=${created.id}&status=${status}`,
    );
    const after = (await app.withApiKey(key.secret).get(`/v1/transactions/${created.id}`)).json();
    expect(after.status).toBe(status);
    expect(after.next_action).toBeNull();
    expect((await app.anonymous.get(path)).statusCode).toBe(404);
  });
});

describe('3-D Secure challenge', () => {
  it('approving the 3184 card authorises it with three_d_secure; failing fails it', async () => {
    for (const [result, status, reason, words] of [
      ['approve', 'SETTLEMENT_REQUESTED', null, 'Your payment was approved.'],
      ['fail', 'FAILED', '3-D Secure failed', 'The payment could not be completed. Nothing was charged.'],
    ] as const) {
      const created = (await pay(payment({ card: card('4000002760003184') }))).json();
      const path = new URL(created.next_action.url).pathname;
      const page = await app.anonymous.get(path);
      expect(page.body).toContain('Approve');
      const answer = await app.anonymous.request('POST', path, `result=${result}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(answer.statusCode).toBe(200);
      // Said in words, never as the status code (issue 29).
      expect(answer.body).toContain(words);
      expect(answer.body).not.toContain(status);
      const after = (await app.withApiKey(key.secret).get(`/v1/transactions/${created.id}`)).json();
      expect(after).toMatchObject({ status, status_reason: reason, three_d_secure: result === 'approve' });
    }
  });

  it('takes one of several answers at once; the others get a page, never a JSON error', async () => {
    const created = (await pay(payment({ card: card('4000002760003184') }))).json();
    const path = new URL(created.next_action.url).pathname;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.anonymous.request('POST', path, 'result=approve', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers) {
      expect([200, 404, 409]).toContain(answer.statusCode);
      expect(answer.headers['content-type']).toContain('text/html');
    }
    const history = await app.query<{ status: string }>(
      'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at',
      [created.id],
    );
    expect(history.map((row) => row.status)).toEqual([
      'INITIATED',
      'PENDING',
      'AUTHORIZED',
      'SETTLEMENT_REQUESTED',
    ]);
  });

  it('offers a card challenge approve or fail only: cancel is a 400 and the payment waits', async () => {
    const created = (await pay(payment({ card: card('4000002760003184') }))).json();
    const path = new URL(created.next_action.url).pathname;
    const answer = await app.anonymous.request('POST', path, 'result=cancel', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([expect.objectContaining({ path: 'body.result' })]);
    const after = (await app.withApiKey(key.secret).get(`/v1/transactions/${created.id}`)).json();
    expect(after.status).toBe('PENDING');
  });

  it('answers 404 for an unknown token', async () => {
    expect((await app.anonymous.get(`/v1/challenge/${'a'.repeat(32)}`)).statusCode).toBe(404);
  });
});

describe('bad input and references', () => {
  it.each([
    [{ card: { ...card('4242424242424241') } }, 'body.card.number'],
    [{ card: { ...card('4242424242424242'), expiry_year: 2020 } }, 'body.card.expiry_year'],
    [{ card: { ...card('4242424242424242'), cvc: '12' } }, 'body.card.cvc'],
    [{ amount: 0 }, 'body.amount'],
    [{ amount: 100_000_000_000 }, 'body.amount'],
    [{ metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }, 'body.metadata'],
    [{ metadata: { ['k'.repeat(41)]: 'v' } }, `body.metadata.${'k'.repeat(41)}`],
    [{ metadata: { note: 'v'.repeat(501) } }, 'body.metadata.note'],
    [{ return_url: 'https://user:secret@shop.example/back' }, 'body.return_url'],
    [{ return_url: "'; DROP TABLE users; --" }, 'body.return_url'],
    [{ card: undefined }, 'body.card'],
  ])('%j answers 400 naming %s', async (change, path) => {
    const response = await pay(payment(change));
    expect(response.statusCode).toBe(400);
    // The answer names the field, never echoes the card number or CVC.
    expect(response.body).not.toMatch(/424242424242424\d|"12"/);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('answers 422 naming body.currency_code when the profile takes another currency', async () => {
    const other = profile.currency_code === 'USD' ? 'EUR' : 'USD';
    const response = await pay(payment({ currency_code: other }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'currency_mismatch',
      details: [{ path: 'body.currency_code', expected: profile.currency_code, actual: other }],
    });
  });

  it("answers 422 naming body.amount above the profile's maximum, set where profiles are edited, and the platform's", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const set = await owner.request('PUT', `/api/paymentprofile/${profile.id}`, { max_amount: 50_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().max_amount).toBe(50_000);
    expect((await pay(payment({ amount: 50_000 }))).statusCode).toBe(201);
    const above = await pay(payment({ amount: 50_001 }));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      error: 'amount_above_maximum',
      details: [{ path: 'body.amount', code: 'too_big', expected: 50_000, actual: 50_001 }],
    });
    expect(above.json().message).toContain(`500.00 ${profile.currency_code}`);
    // Without a maximum of its own, the platform's: the bakery's €999,999,999.99 is refused, not approved.
    expect(
      (await owner.request('PUT', `/api/paymentprofile/${profile.id}`, { max_amount: null })).statusCode,
    ).toBe(200);
    const outlier = await pay(payment({ amount: 99_999_999_999 }));
    expect(outlier.statusCode).toBe(422);
    expect(outlier.json().details[0]).toMatchObject({
      path: 'body.amount',
      expected: platformMaxAmount(profile.currency_code),
      actual: 99_999_999_999,
    });
    expect(await app.query('SELECT 1 FROM transactions WHERE amount = 99999999999')).toEqual([]);
  });

  it('refuses another profile for a key limited to one (403), and pays on the key profile without naming it', async () => {
    const [other] = await app.query<{ id: string }>(
      `INSERT INTO payment_profiles (organisation_id, name, display_name, currency_code)
       VALUES ($1, 'Engine other', 'Engine other', $2) RETURNING id`,
      [bakery, profile.currency_code],
    );
    const limited = await app.newApiKey(bakery, other!.id);
    const refused = await pay(payment(), {}, limited.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('payment_profile_not_allowed');
    const scoped = await app.newApiKey(bakery, profile.id);
    const made = await pay({ ...payment(), payment_profile: undefined }, {}, scoped.secret);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().payment_profile).toBe(profile.id);
    const listed = (await app.withApiKey(limited.secret).get('/v1/transactions')).json() as unknown[];
    expect(listed).toEqual([]);
  });

  it("refuses another organisation's customer (400 body.customer) and creates one from customer_details", async () => {
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM customers WHERE organisation_id = $1 LIMIT 1',
      [sibling],
    );
    const refused = await pay(payment({ customer: foreign!.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('body.customer');
    const made = await pay(
      payment({ customer_details: { email_address: 'new.buyer@example.com', country_code: 'NL' } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const [customer] = await app.query<{ email_address: string; organisation_id: string }>(
      'SELECT email_address, organisation_id FROM customers WHERE id = $1',
      [made.json().customer],
    );
    expect(customer).toEqual({ email_address: 'new.buyer@example.com', organisation_id: bakery });
    expect(made.json().country_code).toBe('NL');
  });

  it('reuses the customer of customer_details: by the merchant reference when sent, else by e-mail in the organisation', async () => {
    const byMail = async (email_address: string, extra: object = {}) => {
      const response = await pay(payment({ customer_details: { email_address, ...extra } }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().customer as string;
    };
    const first = await byMail('repeat.buyer@example.com');
    expect(await byMail('Repeat.Buyer@example.com')).toBe(first);
    expect(await byMail('repeat.buyer@example.com', { first_name: 'Rita' })).toBe(first);
    const referenced = await byMail('shared@example.com', { merchant_reference: 'K-7001' });
    expect(await byMail('other@example.com', { merchant_reference: 'K-7001' })).toBe(referenced);
    expect(await byMail('shared@example.com', { merchant_reference: 'K-7002' })).not.toBe(referenced);
    const [{ count }] = (await app.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM customers WHERE lower(email_address) = 'repeat.buyer@example.com'",
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('fails a payment of a product no processor of the profile takes: unroutable', async () => {
    const body = (await pay(payment({ payment_product: 'klarna', card: undefined }))).json();
    expect(body).toMatchObject({ status: 'FAILED', status_reason: 'unroutable', processor: null });
  });
});

describe('rulesets act on a real payment', () => {
  async function ruleset(action: string, rules: object[], tag: string | null = null) {
    const [row] = await app.query<{ id: string }>(
      `INSERT INTO validation_rulesets (organisation_id, name, action, rules, tag_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [bakery, `Engine ${action}`, action, JSON.stringify(rules), tag],
    );
    return row!.id;
  }
  const clear = () => app.query('DELETE FROM validation_rulesets WHERE organisation_id = $1', [bakery]);

  it('blocks a payment above an amount: FAILED, blocked, the reason names the ruleset, no processor call', async () => {
    const id = await ruleset('block', [{ name: 'amount', operator: '>', value: '50000' }]);
    const blocked = (await pay(payment({ amount: 60_000 }))).json();
    expect(blocked).toMatchObject({
      status: 'FAILED',
      blocked: true,
      status_reason: 'Blocked by ruleset Engine block',
    });
    expect(blocked.decision.attempts).toEqual([]);
    expect(blocked.decision.rulesets[0]).toMatchObject({ ruleset: id, matched: true });
    // The trace says what blocked it, and that it went nowhere: no routing, no processor.
    expect(blocked.decision.blocked).toEqual({ by: 'ruleset', id, name: 'Engine block' });
    expect(blocked.decision.routing).toBeNull();
    expect(blocked.processor).toBeNull();
    expect((await pay(payment({ amount: 100 }))).json().status).toBe('SETTLEMENT_REQUESTED');
    await clear();
  });

  it('tags matching payments with the ruleset tag', async () => {
    const [tag] = await app.query<{ id: string }>('SELECT id FROM tags WHERE organisation_id = $1 LIMIT 1', [
      bakery,
    ]);
    await ruleset('tag', [{ name: 'card_brand', operator: '==', value: 'visa' }], tag!.id);
    expect((await pay(payment())).json().tags).toEqual([tag!.id]);
    expect((await pay(payment({ card: card('5555555555554444') }))).json().tags).toEqual([]);
    await clear();
  });

  it('challenges with 3-D Secure: PENDING with next_action', async () => {
    await ruleset('3dSecure', [{ name: 'amount', operator: '>=', value: '1000' }]);
    const body = (await pay(payment({ amount: 1000 }))).json();
    expect(body.status).toBe('PENDING');
    expect(body.next_action.type).toBe('redirect');
    await clear();
  });

  it("gives the challenge page's URL to the merchant's server only: not to the back-office, the audit trail or storage (issue 28)", async () => {
    await ruleset('3dSecure', [{ name: 'amount', operator: '>=', value: '1000' }]);
    const idempotency = { 'idempotency-key': `challenge-${profile.id}` };
    const body = payment({ amount: 1000 });
    const created = await pay(body, idempotency);
    await clear();
    const { id, next_action } = created.json();
    const token = new URL(next_action.url).pathname.split('/').pop()!;
    expect(token).toMatch(/^[\w-]{32}$/);
    // The payments API gives the same URL again: on a read, in a list and on a replayed creation.
    const v1 = app.withApiKey(key.secret);
    expect((await v1.get(`/v1/transactions/${id}`)).json().next_action).toEqual(next_action);
    expect((await v1.get(`/v1/transactions?id=${id}`)).json()[0].next_action).toEqual(next_action);
    const replayed = await pay(body, idempotency);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().next_action).toEqual(next_action);
    // Read-only support of the merchant and of the provider see that there is a next step, not its token.
    for (const reader of [DEMO.bakerySupport, DEMO.pspSupport]) {
      const read = await (await app.as(reader)).get(`/api/transaction/${id}`);
      expect(read.statusCode, reader).toBe(200);
      expect(read.json().next_action).toEqual({ type: 'redirect' });
      expect(read.body).not.toContain(token);
    }
    await app.server.flushAuditTrail();
    const [stored] = await app.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM audit_trail_items t WHERE t::text LIKE $1)
            + (SELECT count(*) FROM transactions t WHERE t::text LIKE $1)
            + (SELECT count(*) FROM idempotency_keys t WHERE t::text LIKE $1)
            + (SELECT count(*) FROM events t WHERE t::text LIKE $1) AS count`,
      [`%${token}%`],
    );
    expect(Number(stored!.count)).toBe(0);
    expect(app.log()).not.toContain(token);
    // The URL works: the customer approves the payment.
    const answered = await app.anonymous.request(
      'POST',
      new URL(next_action.url).pathname,
      'result=approve',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(answered.statusCode).toBeLessThan(400);
    expect((await v1.get(`/v1/transactions/${id}`)).json().status).not.toBe('PENDING');
  });
});

describe('middlewares of the profile', () => {
  async function middleware(type: string, config: object) {
    const [row] = await app.query<{ id: string }>(
      `INSERT INTO middlewares (organisation_id, name, type, config) VALUES ($1, $2, $2, $3) RETURNING id`,
      [bakery, type, JSON.stringify(config)],
    );
    await app.query(
      'INSERT INTO payment_profile_middlewares (payment_profile_id, middleware_id) VALUES ($1, $2)',
      [profile.id, row!.id],
    );
  }
  const clear = () =>
    app.query('DELETE FROM payment_profile_middlewares WHERE payment_profile_id = $1', [profile.id]);

  it('fraud screening above its threshold blocks; currency conversion only records its rate', async () => {
    await middleware('currency_conversion', { targetCurrency: 'USD', rates: { USD: 1.08 } });
    await middleware('fraud_screening', { scoreThreshold: 30 });
    const small = (await pay(payment({ amount: 500, country_code: 'NL' }))).json();
    expect(small.status).toBe('SETTLEMENT_REQUESTED');
    expect(small.amount).toBe(500);
    expect(small.decision.middlewares.map((m: { type: string }) => m.type)).toEqual([
      'currency_conversion',
      'fraud_screening',
    ]);
    expect(small.decision.middlewares[0].conversion).toEqual({
      from: profile.currency_code,
      to: 'USD',
      rate: 1.08,
    });
    const large = (await pay(payment({ amount: 150_000 }))).json();
    expect(large).toMatchObject({ status: 'FAILED', blocked: true });
    expect(large.status_reason).toMatch(/fraud screening/);
    await clear();
  });

  it('a 3-D Secure server set to always challenges every card payment', async () => {
    await middleware('3ds_server', { challenge: 'always' });
    expect((await pay(payment())).json().status).toBe('PENDING');
    await clear();
  });
});

describe('routing and failover', () => {
  const [a, b] = [0, 1];
  async function routeBy(condition: object) {
    const [routing] = await app.query<{ id: string }>(
      `INSERT INTO routings (organisation_id, name, payment_product, details) VALUES ($1, 'Engine', 'card', $2) RETURNING id`,
      [
        bakery,
        // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
        JSON.stringify({ if: [condition], then: cardProcessors[b], else: cardProcessors[a] }),
      ],
    );
    await app.query(`UPDATE payment_profiles SET intelligent_routing = true, routing = $2 WHERE id = $1`, [
      profile.id,
      JSON.stringify({ card: routing!.id }),
    ]);
  }
  const noRouting = () =>
    app.query(`UPDATE payment_profiles SET intelligent_routing = false, routing = '{}' WHERE id = $1`, [
      profile.id,
    ]);

  it.each([
    [{ name: 'amount', operator: '>=', value: '10000' }, { amount: 20_000 }, { amount: 100 }],
    [{ name: 'card_brand', operator: '==', value: 'mastercard' }, { card: card('5555555555554444') }, {}],
  ])('routes by %j', async (condition, toB, toA) => {
    await routeBy(condition);
    const second = (await pay(payment(toB))).json();
    expect(second.processor).toBe(cardProcessors[b]);
    expect(second.decision.routing.path[0].branch).toBe('then');
    expect((await pay(payment(toA))).json().processor).toBe(cardProcessors[a]);
    await noRouting();
  });

  it('routes a share of payments by random to each processor', async () => {
    await routeBy({ name: 'random', operator: '<', value: '50' });
    const used = new Set<string>();
    for (let index = 0; index < 16; index++) used.add((await pay(payment())).json().processor);
    expect(used).toEqual(new Set(cardProcessors));
    await noRouting();
  });

  it('fails over a processor error to the next processor of the list, and fails after max_attempts', async () => {
    await app.query(
      `INSERT INTO failovers (organisation_id, payment_product, processor_ids, max_attempts)
      VALUES ($1, 'card', $2, 2)`,
      [bakery, cardProcessors],
    );
    await app.query(`UPDATE processors SET simulated_outcome = 'processor_error' WHERE id = $1`, [
      cardProcessors[a],
    ]);
    const moved = (await pay(payment())).json();
    expect(moved).toMatchObject({ status: 'SETTLEMENT_REQUESTED', processor: cardProcessors[b] });
    expect(
      moved.decision.attempts.map((t: { processor: string; outcome: string }) => [t.processor, t.outcome]),
    ).toEqual([
      [cardProcessors[a], 'processor_error'],
      [cardProcessors[b], 'approved'],
    ]);
    expect(moved.decision.attempts[1].reference).toBe(`psp_${moved.id}_2`);
    await app.query(`UPDATE processors SET simulated_outcome = 'processor_error' WHERE id = ANY($1)`, [
      cardProcessors,
    ]);
    const failed = (await pay(payment())).json();
    expect(failed).toMatchObject({ status: 'FAILED', status_reason: 'Processor unavailable' });
    expect(failed.decision.attempts).toHaveLength(2);
    await app.query(`UPDATE processors SET simulated_outcome = NULL WHERE id = ANY($1)`, [cardProcessors]);
    await app.query('DELETE FROM failovers WHERE organisation_id = $1', [bakery]);
  });
});

describe('a merchant-initiated payment on a stored card (card_id)', () => {
  /** A customer's first payment stores its card for them; answers the customer and the card. */
  async function customerWithCard(number: string) {
    const first = await pay(
      payment({
        // An expiry of its own: a card the organisation already knows keeps the customer it had.
        card: {
          ...card(number),
          expiry_month: (reference % 12) + 1,
          expiry_year: nextYear + 2 + (reference % 5),
        },
        customer_details: { email_address: `mit-${++reference}@example.com` },
        recurring_type: 'first',
      }),
    );
    const body = first.json();
    return { customer: body.customer as string, card: body.card as string };
  }
  const repeat = (stored: { customer: string; card: string }, extra: object = {}) =>
    payment({
      card: undefined,
      card_id: stored.card,
      customer: stored.customer,
      recurring_type: 'repeat',
      ...extra,
    });

  it('charges the stored card without CVC as a repeat payment: no challenge even for a 3-D Secure card', async () => {
    const stored = await customerWithCard('4242424242424242');
    const paid = await pay(repeat(stored));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'SETTLEMENT_REQUESTED',
      card: stored.card,
      customer: stored.customer,
      recurring_type: 'repeat',
      card_details: { bin: '424242', last4: '4242' },
    });
    // The issuer asking to authenticate an absent customer is a decline the merchant takes up with them.
    const secure = await customerWithCard('4000002760003184');
    const declined = (await pay(repeat(secure))).json();
    expect(declined).toMatchObject({
      status: 'DECLINED',
      status_reason: 'The issuer asks the customer to authenticate',
      next_action: null,
    });
    expect(declined.decision.attempts.map((attempt: { outcome: string }) => attempt.outcome)).toEqual([
      'challenge',
    ]);
  });

  it('takes a card of the payment customer only (400 invalid_reference), never the card with a card_id, and needs repeat', async () => {
    const mine = await customerWithCard('5555555555554444');
    const theirs = await customerWithCard('4111111111111111');
    const wrong = await pay(repeat({ customer: mine.customer, card: theirs.card }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      expect.objectContaining({ path: 'body.card_id', code: 'invalid_reference', actual: theirs.card }),
    ]);
    const unknown = await pay(
      repeat({ customer: mine.customer, card: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.json().details[0].path).toBe('body.card_id');
    const both = await pay(repeat(mine, { card: card('4242424242424242'), recurring_type: 'first' }));
    expect(both.statusCode).toBe(400);
    expect(
      both
        .json()
        .details.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body.card_id', 'body.recurring_type']);
    const anonymous = await pay(repeat(mine, { customer: undefined }));
    expect(anonymous.json().details.map((error: { path: string }) => error.path)).toEqual(['body.customer']);
  });

  it("refuses another organisation's stored card as unknown", async () => {
    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM cards WHERE organisation_id <> $1 LIMIT 1',
      [bakery],
    );
    const mine = await customerWithCard('4242424242424242');
    const response = await pay(repeat({ customer: mine.customer, card: foreign!.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'body.card_id', code: 'invalid_reference' });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same body, 422 for another body', async () => {
    const body = payment();
    const first = await pay(body, { 'idempotency-key': 'replay-1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await pay(body, { 'idempotency-key': 'replay-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await pay({ ...body, amount: 999 }, { 'idempotency-key': 'replay-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('idempotency_key_reused');
    // Keys are per API key: another key's same Idempotency-Key is a new request.
    const second = await app.newApiKey(bakery);
    const fresh = await pay(body, { 'idempotency-key': 'replay-1' }, second.secret);
    expect(fresh.json().id).not.toBe(first.json().id);
  });

  it('applies to every POST of /v1: creating a customer is replayed too', async () => {
    const body = { email_address: 'idempotent@example.com' };
    const headers = { 'idempotency-key': 'customer-1' };
    const first = await app.withApiKey(key.secret).request('POST', '/v1/customers', body, headers);
    expect(first.statusCode).toBe(201);
    const again = await app.withApiKey(key.secret).request('POST', '/v1/customers', body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    await app.query('UPDATE processors SET simulated_latency_ms = 800 WHERE id = $1', [cardProcessors[0]]);
    const body = payment();
    const running = pay(body, { 'idempotency-key': 'in-flight-1' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await pay(body, { 'idempotency-key': 'in-flight-1' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error).toBe('idempotency_key_in_use');
    // Until the lease (30 s) can run out, at least 1 s.
    expect(Number(meanwhile.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(meanwhile.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect((await running).statusCode).toBe(201);
    await app.query('UPDATE processors SET simulated_latency_ms = 0 WHERE id = $1', [cardProcessors[0]]);
    expect((await pay(body, { 'idempotency-key': 'in-flight-1' })).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('takes a claim over once its lease runs out; a request whose lease was taken over keeps no payment', async () => {
    await app.query('UPDATE processors SET simulated_latency_ms = 1500 WHERE id = $1', [cardProcessors[0]]);
    const body = payment();
    const headers = { 'idempotency-key': 'lease-1' };
    const original = pay(body, headers);
    const claimed = 'SELECT 1 FROM idempotency_keys WHERE api_key_id = $1 AND key = $2';
    await eventually(async () => (await app.query(claimed, [key.id, 'lease-1'])).length > 0);
    // As if another process held the key for 2 more seconds and died: nobody renews its lease.
    await app.query(
      `UPDATE idempotency_keys SET lease_id = gen_random_uuid(), lease_until = now() + interval '2 seconds'
       WHERE api_key_id = $1 AND key = $2`,
      [key.id, 'lease-1'],
    );
    const live = await pay(body, headers);
    expect(live.statusCode).toBe(409);
    expect(live.json().error).toBe('idempotency_key_in_use');
    const retryAfter = Number(live.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // The original's write finds its lease gone: it rolls back and sends its client to retry.
    const lost = await original;
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error).toBe('idempotency_key_in_use');
    expect(lost.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const retried = await pay(body, headers);
    expect(retried.statusCode).toBe(201);
    await app.query('UPDATE processors SET simulated_latency_ms = 0 WHERE id = $1', [cardProcessors[0]]);
    const payments = await app.query<{ id: string }>(
      'SELECT id FROM transactions WHERE merchant_reference = $1',
      [body.merchant_reference],
    );
    expect(payments).toEqual([{ id: retried.json().id }]);
    const replay = await pay(body, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(retried.json().id);
  });

  describe('with a lease of 2 seconds', () => {
    let short: TestApp;
    let shortKey: { secret: string };
    let shortProfile: { id: string };

    beforeAll(async () => {
      short = await startTestApp({ idempotencyLeaseSeconds: 2 });
      const organisation = await organisationIdOf(short, DEMO.bakeryOwner);
      const setup = await engineProfile(short, organisation);
      shortProfile = setup.profile;
      await short.query('UPDATE processors SET simulated_latency_ms = 5000 WHERE id = $1', [
        setup.processors.simA,
      ]);
      shortKey = await short.newApiKey(organisation);
    });
    afterAll(() => short?.close());

    it('renews it while the request runs: a retry past the lease still answers 409, and one payment is made', async () => {
      const body = payment({ payment_profile: shortProfile.id });
      const headers = { 'idempotency-key': 'renewed-1' };
      const client = short.withApiKey(shortKey.secret);
      const started = performance.now();
      const running = client.request('POST', '/v1/transactions', body, headers);
      for (const at of [2500, 4000]) {
        await new Promise((resolve) => setTimeout(resolve, at - (performance.now() - started)));
        const meanwhile = await client.request('POST', '/v1/transactions', body, headers);
        expect(meanwhile.statusCode, `${at} ms`).toBe(409);
        expect(Number(meanwhile.headers['retry-after'])).toBeLessThanOrEqual(2);
      }
      expect((await running).statusCode).toBe(201);
      const payments = await short.query('SELECT id FROM transactions WHERE merchant_reference = $1', [
        body.merchant_reference,
      ]);
      expect(payments).toHaveLength(1);
    });
  });

  it('makes exactly one payment of 50 concurrent requests with one key', async () => {
    const body = payment();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => pay(body, { 'idempotency-key': 'fifty-1' })),
    );
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    const rows = await app.query('SELECT id FROM transactions WHERE merchant_reference = $1', [
      body.merchant_reference,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('card numbers never reach storage or logs', () => {
  it('finds no test card number in any table of the database nor in the server log', async () => {
    const numbers = Object.keys(TEST_CARDS);
    expect(await storedAnywhere(app, numbers)).toEqual([]);
    expect(app.log().length).toBeGreaterThan(0);
    for (const number of [...numbers, '4242424242424241']) expect(app.log()).not.toContain(number);
    expect(app.log()).not.toContain('"cvc"');
  });

  it('logs a URL as the audit trail stores it: no card number or key in a query or a path (issue 28)', async () => {
    const secret = 'sk_live_Zm9yIHRoZSBsb2cgdGVzdCBvbmx5';
    const v1 = app.withApiKey(key.secret);
    await v1.get(`/v1/transactions?card_number=4111111111111111&api_key=${secret}&cvc=7391`);
    await v1.get('/v1/transactions/4111-1111-1111-1111');
    await app.anonymous.get('/v1/challenge/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(app.log()).toContain('card_number=%5Bredacted%5D');
    expect(app.log()).toContain('cvc=%5Bredacted%5D');
    for (const clear of ['4111111111111111', '4111-1111-1111-1111', secret, 'cvc=7391', 'AAAAAAAAAAAAAAAA'])
      expect(app.log()).not.toContain(clear);
  });
});
