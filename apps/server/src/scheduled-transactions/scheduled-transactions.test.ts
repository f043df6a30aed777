import { MAX_AMOUNT, platformMaxAmount } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;
let sibling: string;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
});
afterAll(() => app?.close());

async function profileOf(organisation: string): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    "SELECT id FROM payment_profiles WHERE organisation_id = $1 AND currency_code = 'EUR' ORDER BY name LIMIT 1",
    [organisation],
  );
  return row!.id;
}

/** A customer of the organisation with a stored card: what a one-off charge is made on. */
async function cardOf(organisation: string): Promise<{ customer: string; card: string }> {
  const [row] = await app.query<{ customer: string; card: string }>(
    `SELECT customer_id AS customer, id AS card FROM cards
     WHERE organisation_id = $1 AND customer_id IS NOT NULL ORDER BY id LIMIT 1`,
    [organisation],
  );
  return row!;
}

describe('scheduled transactions', () => {
  it('are created CREATED in the caller’s organisation, listed by status CREATED, and change only amount and due date', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/scheduledtransaction', {
      payment_profile: await profileOf(bakery),
      ...(await cardOf(bakery)),
      amount: 1_250,
      currency_code: 'EUR',
      due_date: '2027-01-15',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ organisation: bakery, status: 'CREATED', amount: 1_250 });
    const id = created.json().id as string;

    const due = (await owner.get('/api/scheduledtransaction?status=CREATED&_limit=500')).json() as {
      id: string;
    }[];
    expect(due.map((row) => row.id)).toContain(id);

    const moved = await owner.post(`/api/scheduledtransaction/${id}`, { due_date: '2027-02-01' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ due_date: '2027-02-01', amount: 1_250 });
    const status = await owner.post(`/api/scheduledtransaction/${id}`, { status: 'DONE' });
    expect(status.statusCode).toBe(400);
  });

  it('refuse a bad amount or currency, and a payment profile of another merchant (400 naming the field)', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const bad = await owner.post('/api/scheduledtransaction', {
      payment_profile: await profileOf(bakery),
      ...(await cardOf(bakery)),
      amount: 0,
      currency_code: 'euro',
      due_date: '2027-01-15',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.amount', 'body.currency_code']);
    const foreign = await owner.post('/api/scheduledtransaction', {
      payment_profile: await profileOf(sibling),
      ...(await cardOf(bakery)),
      amount: 100,
      currency_code: 'EUR',
      due_date: '2027-01-15',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0]).toMatchObject({
      path: 'body.payment_profile',
      code: 'invalid_reference',
    });
  });

  it("cap amounts as payments do: a one-off of 10^11 over /v1, a plan of 10^15 or 0 (400 naming the amount), a one-off above the profile's maximum (422)", async () => {
    const v1 = app.withApiKey((await app.newApiKey(bakery)).secret);
    const payment_profile = await profileOf(bakery);
    const charge = {
      payment_profile,
      ...(await cardOf(bakery)),
      currency_code: 'EUR',
      due_date: '2099-01-01',
    };
    const owner = await app.as(DEMO.bakeryOwner);
    const plan = { name: 'Unbounded', payment_profile, interval: 'month' };
    for (const response of [
      await v1.post('/v1/scheduled_transactions', { ...charge, amount: MAX_AMOUNT + 1 }),
      await owner.post('/api/plan', { ...plan, amount: 10 ** 15 }),
      await owner.post('/api/plan', { ...plan, amount: 0 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ path: 'body.amount', code: expect.stringMatching(/^too_(big|small)$/) }),
      ]);
    }
    // Within the field's bounds but above the most a payment of the profile may be: it could never be charged.
    const maximum = platformMaxAmount('EUR');
    const above = await v1.post('/v1/scheduled_transactions', { ...charge, amount: maximum + 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().details).toEqual([
      expect.objectContaining({
        path: 'body.amount',
        code: 'too_big',
        expected: maximum,
        actual: maximum + 1,
      }),
    ]);
    const largest = await v1.post('/v1/scheduled_transactions', { ...charge, amount: maximum });
    expect(largest.statusCode, largest.body).toBe(201);
    const raised = await owner.post(`/api/scheduledtransaction/${largest.json().id}`, {
      amount: maximum + 1,
    });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().details[0]).toMatchObject({ path: 'body.amount', expected: maximum });
  });

  it("are another merchant's 404, and refused without the role (403)", async () => {
    const sibler = await app.as(DEMO.siblingOwner);
    const [theirs] = await app.query<{ id: string }>(
      'SELECT id FROM scheduled_transactions WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    expect((await sibler.get(`/api/scheduledtransaction/${theirs!.id}`)).statusCode).toBe(404);
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/scheduledtransaction')).statusCode).toBe(403);
  });

  it('charges a one-off on its due date through /v1 once, and a cancelled one never (409 once it ran)', async () => {
    const key = await app.newApiKey(bakery);
    const v1 = app.withApiKey(key.secret);
    const stored = await cardOf(bakery);
    const today = testToday('UTC');
    const body = { payment_profile: await profileOf(bakery), ...stored, amount: 4_200, currency_code: 'EUR' };
    const due = await v1.post('/v1/scheduled_transactions', { ...body, due_date: today });
    expect(due.statusCode, due.body).toBe(201);
    const later = (await v1.post('/v1/scheduled_transactions', { ...body, due_date: '2099-01-01' })).json();
    const withdrawn = (await v1.post('/v1/scheduled_transactions', { ...body, due_date: today })).json();
    const cancelled = await v1.post(`/v1/scheduled_transactions/${withdrawn.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'FAILED', status_reason: 'Cancelled' });

    await app.server.billing.run();
    await app.server.billing.run();
    const made = (await v1.get(`/v1/scheduled_transactions/${due.json().id}`)).json();
    expect(made).toMatchObject({ status: 'DONE', tries: 1 });
    const payment = (await v1.get(`/v1/transactions/${made.transaction}`)).json();
    expect(payment).toMatchObject({
      amount: 4_200,
      recurring_type: 'repeat',
      card: stored.card,
      status: 'SETTLEMENT_REQUESTED',
    });
    expect((await v1.get(`/v1/scheduled_transactions/${later.id}`)).json()).toMatchObject({
      status: 'CREATED',
      tries: 0,
    });
    expect((await v1.get(`/v1/scheduled_transactions/${withdrawn.id}`)).json()).toMatchObject({
      tries: 0,
      transaction: null,
    });
    expect((await v1.post(`/v1/scheduled_transactions/${made.id}/cancel`)).statusCode).toBe(409);
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.post(`/api/scheduledtransaction/${made.id}`, { amount: 1 })).statusCode).toBe(409);
  });

  it("refuses a card that is not the customer's (400 body.card)", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [other] = await app.query<{ id: string }>(
      'SELECT id FROM cards WHERE organisation_id <> $1 LIMIT 1',
      [bakery],
    );
    const response = await owner.post('/api/scheduledtransaction', {
      payment_profile: await profileOf(bakery),
      customer: (await cardOf(bakery)).customer,
      card: other!.id,
      amount: 100,
      currency_code: 'EUR',
      due_date: '2027-01-15',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'body.card', code: 'invalid_reference' });
  });
});
