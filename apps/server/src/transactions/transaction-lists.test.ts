import { STATUS_FAMILIES, TRANSACTION_VARIANTS, type TransactionStatus } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let owner: Client;
let psp: Client;
let bakery: string;
let bakeryTree: string[];
let sibling: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  psp = await app.as(DEMO.pspAdmin);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  bakeryTree = await subtreeOf(app, bakery);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
  // A few payments tagged, blocked, missed and declined, whatever the seed drew.
  await app.query(
    `UPDATE transactions SET tag_ids = ARRAY(SELECT id FROM tags WHERE organisation_id = transactions.organisation_id LIMIT 1)
      WHERE id IN (SELECT id FROM transactions WHERE organisation_id = ANY($1::uuid[]) ORDER BY id LIMIT 5)`,
    [bakeryTree],
  );
  await app.query(
    `UPDATE transactions SET blocked = true, status = 'FAILED'
      WHERE id IN (SELECT id FROM transactions WHERE organisation_id = ANY($1::uuid[]) ORDER BY id DESC LIMIT 3)`,
    [bakeryTree],
  );
  await app.query(
    `UPDATE transactions SET status = 'ABANDONED'
      WHERE id IN (SELECT id FROM transactions WHERE organisation_id = ANY($1::uuid[]) ORDER BY merchant_reference LIMIT 2)`,
    [bakeryTree],
  );
});
afterAll(() => app?.close());

async function list(client: Client, url: string): Promise<Row[]> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function count(client: Client, url: string): Promise<number> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
}

async function sqlCount(where: string, values: unknown[] = []): Promise<number> {
  const [row] = await app.query<{ count: string }>(
    `SELECT count(*) FROM transactions t WHERE t.organisation_id = ANY($1::uuid[]) AND ${where}`,
    [bakeryTree, ...values],
  );
  return Number(row!.count);
}

async function someBakeryPayment(where = 'true'): Promise<Row> {
  const [row] = await app.query<Row>(
    `SELECT * FROM transactions t WHERE t.organisation_id = ANY($1::uuid[]) AND ${where} ORDER BY id LIMIT 1`,
    [bakeryTree],
  );
  return row!;
}

describe('the filters of the transactions screen', () => {
  it.each([
    ['payment_product', 'payment_product'],
    ['country_code', 'country_code'],
    ['platform', 'platform'],
    ['browser', 'browser'],
    ['processor', 'processor_id'],
    ['customer', 'customer_id'],
    ['merchant_reference', 'merchant_reference'],
  ])(
    '%s: the rows whose value it is, as many as the database holds in the merchant',
    async (filter, column) => {
      const payment = await someBakeryPayment(`t.${column} IS NOT NULL`);
      const value = String(payment[column]);
      const rows = await list(owner, `/api/transaction?${filter}=${encodeURIComponent(value)}&_limit=500`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => String(row[filter]) === value)).toBe(true);
      expect(await count(owner, `/api/transaction/count?${filter}=${encodeURIComponent(value)}`)).toBe(
        await sqlCount(`t.${column}::text = $2`, [value]),
      );
    },
  );

  it('a tag, an id (by its first characters) and a created_at range', async () => {
    const tagged = await someBakeryPayment('cardinality(t.tag_ids) > 0');
    const tag = (tagged.tag_ids as string[])[0]!;
    const withTag = await list(owner, `/api/transaction?tags=${tag}&_limit=500`);
    expect(withTag.every((row) => (row.tags as string[]).includes(tag))).toBe(true);
    expect(withTag.map((row) => row.id)).toContain(tagged.id);

    const byId = await list(owner, `/api/transaction?id=${String(tagged.id).slice(0, 8)}`);
    expect(byId.map((row) => row.id)).toContain(tagged.id);

    const from = '2026-01-01T00:00:00Z';
    const to = '2026-06-30T23:59:59Z';
    expect(await count(owner, `/api/transaction/count?created_at>=${from}&created_at<=${to}`)).toBe(
      await sqlCount('t.created_at BETWEEN $2 AND $3', [from, to]),
    );
  });

  it('status by family: the web sends the family as the statuses of the domain catalogue', async () => {
    const failures = Object.entries(STATUS_FAMILIES.transaction)
      .filter(([, tone]) => tone === 'failure')
      .map(([status]) => status as TransactionStatus);
    const query = failures.map((status) => `status[]=${status}`).join('&');
    const rows = await list(owner, `/api/transaction?${query}&_limit=500`);
    expect(rows.every((row) => failures.includes(row.status as TransactionStatus))).toBe(true);
    expect(await count(owner, `/api/transaction/count?${query}`)).toBe(
      await sqlCount('t.status = ANY($2::text[])', [failures]),
    );
  });

  it('refuses a filter on a field the list does not have, and a bad status (400 naming it)', async () => {
    const response = await owner.get('/api/transaction?status=NOPE&colour=red');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'query.status',
      'query.colour',
    ]);
  });
});

describe('the variants: fixed filters of the domain (TRANSACTION_VARIANTS)', () => {
  const predicates: Record<keyof typeof TRANSACTION_VARIANTS, [string, (row: Row) => boolean]> = {
    tagged: ['cardinality(t.tag_ids) > 0', (row) => (row.tags as string[]).length > 0],
    blocked: ["t.blocked AND t.status = 'FAILED'", (row) => row.blocked === true && row.status === 'FAILED'],
    missed: [
      "t.status IN ('ABANDONED', 'EXPIRED', 'CANCELLED')",
      (row) => ['ABANDONED', 'EXPIRED', 'CANCELLED'].includes(row.status as string),
    ],
    declined: [
      "t.status IN ('DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED')",
      (row) => ['DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED'].includes(row.status as string),
    ],
  };

  it.each(Object.keys(TRANSACTION_VARIANTS) as (keyof typeof TRANSACTION_VARIANTS)[])(
    '%s lists exactly the payments it names, in the merchant',
    async (variant) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(TRANSACTION_VARIANTS[variant])) {
        for (const item of [value].flat()) params.append(key, String(item));
      }
      const [where, matches] = predicates[variant];
      const expected = await sqlCount(where);
      expect(expected).toBeGreaterThan(0);
      expect(await count(owner, `/api/transaction/count?${params}`)).toBe(expected);
      const rows = await list(owner, `/api/transaction?${params}&_limit=500`);
      expect(rows.every(matches)).toBe(true);
      expect(rows.every((row) => bakeryTree.includes(row.organisation as string))).toBe(true);
    },
  );

  it('has no tag: tags<=0; a count that is not a number is a 400', async () => {
    expect(await count(owner, '/api/transaction/count?tags<=0')).toBe(
      await sqlCount('cardinality(t.tag_ids) = 0'),
    );
    const bad = await owner.get('/api/transaction?tags>=some');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('query.tags>');
  });

  it('scheduled: the scheduled transactions due, by status CREATED', async () => {
    const rows = await list(owner, '/api/scheduledtransaction?status=CREATED&_limit=500');
    expect(
      rows.every((row) => row.status === 'CREATED' && bakeryTree.includes(row.organisation as string)),
    ).toBe(true);
  });
});

describe('tenancy of every filter path', () => {
  it("another merchant's payment is a 404, its history too; its ids and references filter to nothing", async () => {
    const [foreign] = await app.query<{ id: string; customer_id: string; merchant_reference: string }>(
      'SELECT id, customer_id, merchant_reference FROM transactions WHERE organisation_id = $1 AND customer_id IS NOT NULL LIMIT 1',
      [sibling],
    );
    expect((await owner.get(`/api/transaction/${foreign!.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/transaction/${foreign!.id}/history`)).statusCode).toBe(404);
    expect(await count(owner, `/api/transaction/count?id=${foreign!.id}`)).toBe(0);
    expect(await count(owner, `/api/transaction/count?customer=${foreign!.customer_id}`)).toBe(0);
    expect(
      await count(owner, `/api/transaction/count?merchant_reference=${foreign!.merchant_reference}`),
    ).toBe(0);
    const [customer] = await app.query<{ email_address: string }>(
      'SELECT email_address FROM customers WHERE id = $1',
      [foreign!.customer_id],
    );
    expect(
      await count(
        owner,
        `/api/transaction/count?customer.email_address=${encodeURIComponent(customer!.email_address)}`,
      ),
    ).toBe(0);
    expect(await count(owner, `/api/refund/count?transaction=${foreign!.id}`)).toBe(0);
    expect(
      await count(
        owner,
        `/api/chargeback/count?transaction.merchant_reference=${foreign!.merchant_reference}`,
      ),
    ).toBe(0);
  });

  it('a provider user sees every merchant: /psp/transactions lists across them with the organisation populated', async () => {
    const rows = await list(psp, '/api/transaction?_populate=organisation&_limit=500');
    const organisations = new Set(rows.map((row) => (row.organisation as Row).id));
    expect(organisations.size).toBeGreaterThan(1);
    expect(rows.every((row) => typeof (row.organisation as Row).name === 'string')).toBe(true);
    const [all] = await app.query<{ count: string }>('SELECT count(*) FROM transactions');
    expect(await count(psp, '/api/transaction/count')).toBe(Number(all!.count));
  });
});

describe("a payment's status history", () => {
  it('is readable, oldest first, by whoever may read the payment; not by a user without the transaction role', async () => {
    const payment = await someBakeryPayment();
    const support = await app.as(DEMO.bakerySupport);
    const response = await support.get(`/api/transaction/${payment.id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json() as { status: string; created_at: string }[];
    const stored = await app.query<{ status: string }>(
      'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at, id',
      [payment.id],
    );
    expect(entries.map((entry) => entry.status)).toEqual(stored.map((row) => row.status));
    expect(entries.map((entry) => entry.created_at)).toEqual(entries.map((entry) => entry.created_at).sort());

    await app.query(
      `INSERT INTO users (organisation_id, email, name, roles, password_hash)
       SELECT $1, 'customers-reader@goudenkorst.demo', 'Test', '{CUSTOMER_LIST}', password_hash FROM users WHERE email = $2`,
      [bakery, DEMO.bakeryOwner],
    );
    const customersOnly = await app.as('customers-reader@goudenkorst.demo');
    expect((await customersOnly.get(`/api/transaction/${payment.id}/history`)).statusCode).toBe(403);
  });
});

describe('read-only lists', () => {
  it('payments, refunds and chargebacks are never written as records: 403 read_only to readers, 403 to others', async () => {
    const [chargeback] = await app.query<{ id: string }>(
      'SELECT id FROM chargebacks WHERE organisation_id = ANY($1::uuid[]) LIMIT 1',
      [bakeryTree],
    );
    for (const [method, url] of [
      ['POST', '/api/chargeback'],
      ['POST', `/api/chargeback/${chargeback!.id}`],
      ['PUT', `/api/chargeback/${chargeback!.id}`],
      ['DELETE', `/api/chargeback/${chargeback!.id}`],
      ['POST', '/api/transaction'],
      ['DELETE', `/api/transaction/${chargeback!.id}`],
      ['POST', '/api/refund'],
    ] as const) {
      const response = await owner.request(method, url, method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe('read_only');
    }
    const support = await app.as(DEMO.bakerySupport);
    const refused = await support.post('/api/chargeback', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).not.toBe('read_only');
    const chargebacks = await list(
      owner,
      '/api/chargeback?_populate=transaction,payment_profile,processor,settlement,organisation,customer&_limit=50',
    );
    expect(chargebacks.length).toBeGreaterThan(0);
    expect(chargebacks.every((row) => typeof (row.transaction as Row).merchant_reference === 'string')).toBe(
      true,
    );
    // A payment's chargebacks by filter, and the merchant reference link of the chargebacks screen.
    const first = chargebacks[0]!.transaction as Row;
    const ofPayment = await list(owner, `/api/chargeback?transaction=${first.id}`);
    expect(ofPayment.length).toBeGreaterThan(0);
    expect(ofPayment.every((row) => row.transaction === first.id)).toBe(true);
    const byReference = await list(
      owner,
      `/api/transaction?merchant_reference=${encodeURIComponent(first.merchant_reference as string)}`,
    );
    expect(byReference.map((row) => row.id)).toContain(first.id);
  });
});

describe('what the detail shows of a payment (issue 29)', () => {
  it('refunded_amount: what its refunds hold, failed and cancelled ones left out; processor populated', async () => {
    const [payment] = await app.query<{ id: string; held: number }>(
      `SELECT t.id, sum(r.amount) FILTER (WHERE r.status NOT IN ('FAILED', 'CANCELLED'))::int AS held
        FROM transactions t JOIN refunds r ON r.transaction_id = t.id
        WHERE t.processor_id IS NOT NULL GROUP BY t.id ORDER BY t.id LIMIT 1`,
    );
    const response = await psp.get(`/api/transaction/${payment!.id}?_populate=processor`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      refunded_amount: payment!.held ?? 0,
      processor: { id: expect.any(String), name: expect.any(String) },
    });
    const unrefunded = await psp.get('/api/transaction?_limit=1&_sort=-created_at&status=DECLINED');
    expect(unrefunded.json()[0]).toMatchObject({ refunded_amount: 0 });
  });
});
