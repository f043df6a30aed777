import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureAuthorised } from '../lifecycle/lifecycle-jobs.js';
import { processorGateway } from '../lifecycle/processor-gateway.js';
import { PaymentEngine } from '../payments/create-payment.js';
import { simulatedProcessor } from '../payments/processor-adapter.js';
import { systemActor } from '../platform/auth/actors.js';
import { HttpError } from '../platform/http/errors.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

/**
 * ADR 0016: a deactivated merchant stops taking payments. Every path that moves money toward it is
 * refused (409 `merchant_inactive`, or 403 at an API key's authentication), a payment waiting for its
 * customer's answer fails without reaching a processor, and refunds and voids stay allowed.
 */
let app: TestApp;
let owner: Client;
let v1: Client;
let bakery: string;
let profile: { id: string; currency_code: string };
let reference = 0;

const nextYear = testNow().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expiry_month: 12, expiry_year: nextYear, cvc: '123' });
const payment = (extra: object = {}) => ({
  amount: 1250,
  currency_code: profile.currency_code,
  payment_profile: profile.id,
  payment_product: 'card' as const,
  merchant_reference: `inactive-${++reference}`,
  card: card('4242424242424242'),
  ...extra,
});
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const answer = (url: string, result: string) =>
  app.anonymous.request('POST', new URL(url).pathname, `result=${result}`, form);
const statusOf = async (id: string) =>
  (
    await app.query<{ status: string; status_reason: string | null }>(
      'SELECT status, status_reason FROM transactions WHERE id = $1',
      [id],
    )
  )[0]!;

/** What the merchant had going when it was deactivated. */
const before = {} as {
  challenged: { id: string; url: string };
  redirected: { id: string; url: string };
  failing: { id: string; url: string };
  linkChallenge: { id: string; url: string };
  link: string;
  authorised: string[];
  automatic: string;
  settled: string;
};

async function made(body: object): Promise<{ id: string; url: string; status: string }> {
  const response = await v1.post('/v1/transactions', body);
  expect(response.statusCode, response.body).toBe(201);
  const { id, status, next_action } = response.json();
  return { id, status, url: next_action?.url ?? '' };
}

/** A new single-use payment link of the merchant: its page token. */
async function newLink(): Promise<string> {
  const link = await owner.post('/api/paymentlink', {
    payment_profile: profile.id,
    amount: 2450,
    currency_code: profile.currency_code,
  });
  expect(link.statusCode, link.body).toBe(201);
  return link.json().url.split('/pay/')[1];
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  v1 = app.withApiKey((await app.newApiKey(bakery)).secret);
  before.challenged = await made(payment({ card: card('4000002760003184') }));
  before.failing = await made(payment({ card: card('4000002760003184') }));
  before.redirected = await made(payment({ payment_product: 'ideal', card: undefined }));
  const manual = [await made(payment({ capture: 'manual' })), await made(payment({ capture: 'manual' }))];
  before.authorised = manual.map((one) => one.id);
  before.automatic = (await made(payment({ capture: 'manual' }))).id;
  // An authorisation the automatic-capture job would take (as a reauthorisation is).
  await app.query(`UPDATE transactions SET capture_mode = 'automatic' WHERE id = $1`, [before.automatic]);
  before.settled = (await made(payment())).id;
  before.link = await newLink();
  const pending = await app.anonymous.post(`/api/pay/${await newLink()}/payments`, {
    payment_product: 'card',
    card: card('4000002760003184'),
  });
  expect(pending.json(), pending.body).toMatchObject({ result: 'pending' });
  before.linkChallenge = { id: pending.json().transaction, url: pending.json().next_action_url };

  const psp = await app.as(DEMO.pspAdmin);
  expect((await psp.post(`/api/psp/merchant/${bakery}/deactivate`, { reason: 'A test' })).statusCode).toBe(
    200,
  );
});
afterAll(() => app?.close());

const refusal = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  error: response.json().error,
});

describe('a deactivated merchant', () => {
  it.each([
    ['a payment through the payments API', () => v1.post('/v1/transactions', payment()), 403],
    [
      'a capture through the back office',
      () => owner.post(`/api/transaction/${before.authorised[0]}/capture`),
      409,
    ],
    [
      'a capture through the payments API',
      () => v1.post(`/v1/transactions/${before.authorised[1]}/capture`),
      403,
    ],
  ])('is refused %s (merchant_inactive)', async (_path, attempt, status) => {
    expect(refusal(await attempt())).toEqual({ status, error: 'merchant_inactive' });
  });

  it('is refused a payment by the engine itself, whoever makes it (a job, the hosted page)', async () => {
    const engine = new PaymentEngine({
      ...app.server,
      config: app.server.config,
      processors: simulatedProcessor,
    });
    const actor = await systemActor(app.server.database, 'hosted-page', bakery);
    const refused = await engine
      .create(actor, { ...payment(), capture: 'automatic' })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, code: 'merchant_inactive' });
  });

  it('is refused a payment on its link: the page is closed and a submission is 409', async () => {
    expect((await app.anonymous.get(`/pay/${before.link}`)).statusCode).toBe(410);
    const submitted = await app.anonymous.post(`/api/pay/${before.link}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(refusal(submitted)).toEqual({ status: 409, error: 'link_unavailable' });
  });

  it('fails a payment whose customer approves 3-D Secure, a redirect or a link challenge afterwards, without a processor', async () => {
    const authorize = vi.spyOn(simulatedProcessor, 'authorize');
    try {
      for (const pending of [before.challenged, before.redirected, before.linkChallenge]) {
        const answered = await answer(pending.url, 'approve');
        expect([200, 303]).toContain(answered.statusCode);
        expect(await statusOf(pending.id)).toEqual({
          status: 'FAILED',
          status_reason: 'The merchant is not taking payments',
        });
      }
      expect(authorize).not.toHaveBeenCalled();
    } finally {
      authorize.mockRestore();
    }
    // The customer's own Fail is answered as before.
    await answer(before.failing.url, 'fail');
    expect(await statusOf(before.failing.id)).toEqual({
      status: 'FAILED',
      status_reason: '3-D Secure failed',
    });
  });

  it('leaves its authorisations to the automatic capture job uncaptured', async () => {
    const { server } = app;
    const jobs = { ...server, gateway: processorGateway(simulatedProcessor) };
    await captureAuthorised(jobs);
    expect((await statusOf(before.automatic)).status).toBe('AUTHORIZED');
  });

  it('still refunds and voids: money that goes back to the customer', async () => {
    const refund = await owner.post(`/api/transaction/${before.settled}/refund`, { amount: 200 });
    expect(refund.statusCode, refund.body).toBe(201);
    const voided = await owner.post(`/api/transaction/${before.authorised[0]}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
  });
});
