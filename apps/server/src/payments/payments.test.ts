import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { OUTCOME_INFO, type ProcessorOutcome, TEST_CARDS } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let log = '';
let bakery: string;
let profile: { id: string; currency_code: string };
let cardProcessors: string[];
let key: { id: string; secret: string };

async function newKey(organisation: string, paymentProfile?: string) {
  const psp = await app.as(DEMO.pspAdmin);
  const created = await psp.post('/api/apikey', {
    name: 'Engine test',
    organisation,
    ...(paymentProfile ? { payment_profile: paymentProfile } : {}),
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; secret: string };
}

function pay(body: object, headers: Record<string, string> = {}, secret = key.secret): Promise<LightMyRequestResponse> {
  return app.withApiKey(secret).request('POST', '/v1/transactions', body, headers);
}

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expiry_month: 12, expiry_year: nextYear, cvc: '123', holder_name: 'J. Tester' });
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
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  app = await startTestApp({}, stream);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  // A profile of the bakery itself with card processors; the engine tests set its processors up as they need.
  const [row] = await app.query<{ id: string; currency_code: string }>(
    `SELECT id, currency_code FROM payment_profiles WHERE organisation_id = $1 ORDER BY name LIMIT 1`,
    [bakery],
  );
  profile = row!;
  await app.query(`UPDATE payment_profiles SET intelligent_routing = false WHERE id = $1`, [profile.id]);
  await app.query(`DELETE FROM payment_profile_middlewares WHERE payment_profile_id = $1`, [profile.id]);
  await app.query(`DELETE FROM validation_rulesets WHERE organisation_id = $1`, [bakery]);
  await app.query(`DELETE FROM failovers WHERE organisation_id = $1`, [bakery]);
  const processors = await app.query<{ id: string }>(
    `INSERT INTO processors (organisation_id, name, payment_product, gateway)
     VALUES ($1, 'Sim A', 'card', 'stripe'), ($1, 'Sim B', 'card', 'adyen'), ($1, 'Sim iDEAL', 'ideal', 'mollie')
     RETURNING id`,
    [bakery],
  );
  cardProcessors = processors.slice(0, 2).map((p) => p.id);
  await app.query(`DELETE FROM payment_profile_processors WHERE payment_profile_id = $1`, [profile.id]);
  await app.query(
    `INSERT INTO payment_profile_processors (payment_profile_id, processor_id, position)
     SELECT $1, id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
    [profile.id, processors.map((p) => p.id)],
  );
  key = await newKey(bakery);
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
    const days = (Date.parse(body.authorization_expires_at) - Date.now()) / 86_400_000;
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
    expect(answer.headers.location).toBe('https://shop.example/done');
    const after = (await app.withApiKey(key.secret).get(`/v1/transactions/${created.id}`)).json();
    expect(after.status).toBe(status);
    expect(after.next_action).toBeNull();
    expect((await app.anonymous.get(path)).statusCode).toBe(404);
  });
});

describe('3-D Secure challenge', () => {
  it('approving the 3184 card authorises it with three_d_secure; failing fails it', async () => {
    for (const [result, status, reason] of [
      ['approve', 'SETTLEMENT_REQUESTED', null],
      ['fail', 'FAILED', '3-D Secure failed'],
    ] as const) {
      const created = (await pay(payment({ card: card('4000002760003184') }))).json();
      const path = new URL(created.next_action.url).pathname;
      const page = await app.anonymous.get(path);
      expect(page.body).toContain('Approve');
      const answer = await app.anonymous.request('POST', path, `result=${result}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(answer.statusCode).toBe(200);
      const after = (await app.withApiKey(key.secret).get(`/v1/transactions/${created.id}`)).json();
      expect(after).toMatchObject({ status, status_reason: reason, three_d_secure: result === 'approve' });
    }
  });

  it('answers 404 for an unknown token', async () => {
    expect((await app.anonymous.get(`/v1/challenge/${'a'.repeat(32)}`)).statusCode).toBe(404);
  });
});
