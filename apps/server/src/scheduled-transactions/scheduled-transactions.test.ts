import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    'SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1',
    [organisation],
  );
  return row!.id;
}

describe('scheduled transactions', () => {
  it('are created CREATED in the caller’s organisation, listed by status CREATED, and change only amount and due date', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/scheduledtransaction', {
      payment_profile: await profileOf(bakery),
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
});
