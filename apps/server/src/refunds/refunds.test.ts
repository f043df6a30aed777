import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let bakery: string;
let bakeryTree: string[];
const used: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  bakeryTree = await subtreeOf(app, bakery);
});
afterAll(() => app?.close());

/** A settled payment of the organisation without refunds or chargebacks, untouched by other tests. */
async function settled(captured: number, organisation = bakery): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `UPDATE transactions SET status = 'SETTLEMENT_COMPLETED', amount = $1, captured_amount = $1
      WHERE id = (SELECT t.id FROM transactions t WHERE t.organisation_id = $2 AND t.id <> ALL($3::uuid[])
                    AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id)
                    AND NOT EXISTS (SELECT 1 FROM chargebacks c WHERE c.transaction_id = t.id)
                  ORDER BY t.id LIMIT 1)
      RETURNING id`,
    [captured, organisation, used],
  );
  used.push(row!.id);
  return row!.id;
}

async function userWith(roles: string[], organisation = bakery): Promise<Client> {
  const email = `${roles.join('-').toLowerCase()}-${used.length}@refunds.test`;
  await app.query(
    `INSERT INTO users (organisation_id, email, name, roles, password_hash)
     SELECT $1, $2, 'Test', $3, password_hash FROM users WHERE email = $4`,
    [organisation, email, roles, DEMO.bakeryOwner],
  );
  return app.as(email);
}

describe('creating a refund (POST /api/transaction/{id}/refund, the engine’s refund command)', () => {
  it.each([
    ['USER_ALL', ['USER_ALL']],
    ['REFUND_ALL', ['REFUND_ALL']],
    ['REFUND_CREATE', ['REFUND_CREATE', 'TRANSACTION_LIST']],
  ])('is allowed with %s', async (_name, roles) => {
    const id = await settled(2_000);
    const user = await userWith(roles);
    const response = await user.post(`/api/transaction/${id}/refund`, { amount: 500, reason: 'Broken' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      transaction: id,
      amount: 500,
      reason: 'Broken',
      status: 'PENDING',
    });
  });

  it.each([
    ['REFUND_LIST', ['REFUND_LIST', 'TRANSACTION_LIST']],
    ['TRANSACTION_ALL', ['TRANSACTION_ALL']],
  ])('is refused (403) with only %s, and nothing is written', async (_name, roles) => {
    const id = await settled(2_000);
    const user = await userWith(roles);
    expect((await user.post(`/api/transaction/${id}/refund`, { amount: 500 })).statusCode).toBe(403);
    expect(await app.query('SELECT id FROM refunds WHERE transaction_id = $1', [id])).toEqual([]);
  });

  it('takes at most what is available (the amount less the refunds that count), with the maximum named', async () => {
    const id = await settled(1_000);
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.post(`/api/transaction/${id}/refund`, { amount: 600 })).statusCode).toBe(201);
    const tooMuch = await finance.post(`/api/transaction/${id}/refund`, { amount: 401 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details[0]).toMatchObject({
      path: 'body.amount',
      expected: { max: 400, currency_code: expect.any(String) },
      actual: 401,
    });
    const negative = await finance.post(`/api/transaction/${id}/refund`, { amount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0].path).toBe('body.amount');
    expect((await finance.post(`/api/transaction/${id}/refund`, { amount: 400 })).statusCode).toBe(201);
  });

  it('never refunds more than available under 50 concurrent requests from the back-office', async () => {
    const id = await settled(1_000);
    const finance = await app.as(DEMO.bakeryFinance);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => finance.post(`/api/transaction/${id}/refund`, { amount: 30 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(33);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(17);
    const [sum] = await app.query<{ total: string }>(
      'SELECT sum(amount) AS total FROM refunds WHERE transaction_id = $1',
      [id],
    );
    expect(Number(sum!.total)).toBe(990);
  });

  it("answers 404 for another merchant's payment", async () => {
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const foreign = await settled(1_000, sibling);
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.post(`/api/transaction/${foreign}/refund`, { amount: 100 })).statusCode).toBe(404);
  });
});

describe('the reads of the refunds screen', () => {
  it('finds the transaction to refund by merchant reference, id or customer: 25 at most, customer and profile populated', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [payment] = await app.query<{ id: string; merchant_reference: string; last_name: string }>(
      `SELECT t.id, t.merchant_reference, c.last_name FROM transactions t JOIN customers c ON c.id = t.customer_id
        WHERE t.organisation_id = $1 AND c.last_name IS NOT NULL ORDER BY t.id LIMIT 1`,
      [bakery],
    );
    const search = async (text: string) => {
      const response = await owner.get(
        `/api/transaction?_search=${encodeURIComponent(text)}&_populate=customer,payment_profile&_limit=25`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Row[];
    };
    const byName = await search(payment!.last_name);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((row) => (row.customer as Row).last_name === payment!.last_name)).toBe(true);
    for (const text of [payment!.merchant_reference, payment!.id.slice(0, 8)]) {
      const rows = await search(text);
      expect(rows.length).toBeLessThanOrEqual(25);
      const found = rows.find((row) => row.id === payment!.id);
      expect(found, text).toBeDefined();
      expect(found!.customer).toMatchObject({ last_name: payment!.last_name });
      expect(found!.payment_profile).toMatchObject({ currency_code: expect.any(String) });
    }
    expect((await search('BGK')).length).toBe(25);
    // A reference is populated for those who may list what it refers to: finance holds no payment
    // profile role, so it gets the profile's id (the payment carries its own currency_code).
    const finance = await app.as(DEMO.bakeryFinance);
    const [row] = (
      await finance.get(`/api/transaction?id=${payment!.id}&_populate=customer,payment_profile`)
    ).json() as Row[];
    expect(row!.customer).toMatchObject({ last_name: payment!.last_name });
    expect(typeof row!.payment_profile).toBe('string');
  });

  it("lists a payment's refunds by filter, with the references the screen populates, inside the merchant", async () => {
    const id = await settled(800);
    const finance = await app.as(DEMO.bakeryFinance);
    await finance.post(`/api/transaction/${id}/refund`, { amount: 300 });
    await finance.post(`/api/transaction/${id}/refund`, { amount: 200 });
    const response = await finance.get(
      `/api/refund?transaction=${id}&_populate=transaction,payment_profile,settlement,customer,organisation`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Row[];
    expect(rows.map((row) => row.amount).sort()).toEqual([200, 300]);
    expect(rows.every((row) => (row.transaction as Row).id === id)).toBe(true);
    const all = (await (await finance.get('/api/refund?_limit=500')).json()) as Row[];
    expect(all.every((row) => bakeryTree.includes(row.organisation as string))).toBe(true);
  });
});
