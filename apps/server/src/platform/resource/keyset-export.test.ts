import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import { EXPORT_PAGE } from './resource-export.js';

type Row = Record<string, unknown>;

let app: TestApp;
let psp: Client;
let owner: Client;
let bakery: string;

beforeAll(async () => {
  app = await startTestApp();
  psp = await app.as(DEMO.pspAdmin);
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
});
afterAll(() => app?.close());

/** Copies of existing payments with new ids: `count` more rows, created now. */
async function insertPayments(count: number): Promise<void> {
  await app.query(
    `INSERT INTO transactions (organisation_id, payment_profile_id, processor_id, customer_id, merchant_reference,
        amount, currency_code, status, payment_product)
     SELECT organisation_id, payment_profile_id, processor_id, customer_id, 'copy-' || gen_random_uuid(),
        amount, currency_code, status, payment_product
       FROM transactions ORDER BY id LIMIT $1`,
    [count],
  );
}

/** Every row of a list walked by its X-Next-Cursor, `size` rows a page. */
async function walk(client: Client, url: string, size: number): Promise<Row[]> {
  const rows: Row[] = [];
  let after = '';
  for (;;) {
    const response = await client.get(`${url}&_limit=${size}${after ? `&_after=${after}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    rows.push(...response.json());
    const next = response.headers['x-next-cursor'];
    if (typeof next !== 'string') return rows;
    after = encodeURIComponent(next);
  }
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let cell = '';
  let row: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

describe('keyset pagination (_after)', () => {
  it.each([
    '-created_at',
    'amount',
    '-amount,created_at',
    'customer',
    '-processor,amount',
    'status,-created_at',
  ])('walks the same rows in the same order as one page, sorted by %s', async (sort) => {
    const url = `/api/transaction?_sort=${sort}&currency_code=EUR`;
    const whole = await psp.get(`${url}&_limit=500`);
    expect(whole.statusCode).toBe(200);
    const expected = (whole.json() as Row[]).map((row) => row.id);
    const walked = (await walk(psp, url, 37)).map((row) => row.id).slice(0, expected.length);
    expect(walked).toEqual(expected);
  });

  it('refuses a cursor it did not give, and a cursor of another sort (400 naming _after)', async () => {
    const bad = await psp.get('/api/transaction?_after=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'query._after', code: 'invalid_cursor' });
    const first = await psp.get('/api/transaction?_sort=amount&_limit=5');
    const cursor = encodeURIComponent(first.headers['x-next-cursor'] as string);
    const other = await psp.get(`/api/transaction?_sort=-amount&_after=${cursor}`);
    expect(other.statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify({ s: 'amount,id', v: ["1'; --", 'x'] })).toString('base64url');
    expect((await psp.get(`/api/transaction?_sort=amount&_after=${forged}`)).statusCode).toBe(400);
  });

  it('pages stay inside the tenant: a merchant walks only its own payments', async () => {
    const scope = await subtreeOf(app, bakery);
    const rows = await walk(owner, '/api/transaction?_sort=-created_at', 100);
    const [counted] = await app.query<{ count: string }>(
      'SELECT count(*) FROM transactions WHERE organisation_id = ANY($1::uuid[])',
      [scope],
    );
    expect(rows).toHaveLength(Number(counted!.count));
    expect(rows.every((row) => scope.includes(row.organisation as string))).toBe(true);
  });
});

describe('a page with its total (_count=true)', () => {
  it('answers the count of the same filters in X-Total-Count, as /count does', async () => {
    const query = 'status[]=DECLINED&status[]=FAILED';
    const page = await owner.get(`/api/transaction?${query}&_count=true&_limit=5`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(5);
    const counted = (await owner.get(`/api/transaction/count?${query}`)).json().count;
    expect(page.headers['x-total-count']).toBe(String(counted));
    expect((await owner.get(`/api/transaction?${query}`)).headers['x-total-count']).toBeUndefined();
    expect((await owner.get('/api/transaction?_count=yes')).statusCode).toBe(400);
  });
});

describe('amount ranges', () => {
  it('need the currency they are in: without currency_code a 400, with it the rows in range', async () => {
    const without = await owner.get('/api/transaction?amount>=1000&amount<=5000');
    expect(without.statusCode).toBe(400);
    expect(without.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'query.amount>',
      'query.amount<',
    ]);
    const within = await owner.get('/api/transaction?amount>=1000&amount<=5000&currency_code=EUR&_limit=500');
    expect(within.statusCode).toBe(200);
    const rows = within.json() as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (row) => row.currency_code === 'EUR' && Number(row.amount) >= 1000 && Number(row.amount) <= 5000,
      ),
    ).toBe(true);
  });
});

describe('amount ranges through a reference', () => {
  it("need the referenced record's currency: transaction.amount> needs transaction.currency_code", async () => {
    const without = await owner.get('/api/refund?transaction.amount>=20000');
    expect(without.statusCode).toBe(400);
    expect(without.json().details).toEqual([
      expect.objectContaining({ path: 'query.transaction.amount>', code: 'currency_required' }),
    ]);
    const otherRecord = await owner.get('/api/refund?transaction.amount>=20000&currency_code=EUR');
    expect(otherRecord.statusCode).toBe(400);
    const within = await owner.get(
      '/api/refund?transaction.amount>=2000&transaction.currency_code=EUR&_populate=transaction&_limit=200',
    );
    expect(within.statusCode, within.body).toBe(200);
    const rows = within.json() as { transaction: { amount: number; currency_code: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.transaction.currency_code === 'EUR' && Number(row.transaction.amount) >= 2000),
    ).toBe(true);
  });
});

describe('CSV export (GET /api/{resource}/export)', () => {
  it('writes the asked columns under the given headers: amounts as decimals with their currency, references populated, formulas defused', async () => {
    const [target] = await app.query<{ id: string; amount: string; currency_code: string }>(
      `UPDATE transactions SET merchant_reference = '=HYPERLINK("http://x")', amount = 12345, currency_code = 'EUR'
        WHERE id = (SELECT id FROM transactions WHERE organisation_id = $1 AND customer_id IS NOT NULL ORDER BY id LIMIT 1)
        RETURNING id, amount, currency_code`,
      [bakery],
    );
    const response = await owner.get(
      `/api/transaction/export?id=${target!.id}&_columns=id,merchant_reference,amount,customer.email_address&_header=Id&_header=Referentie&_header=Bedrag&_header=E-mail`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="transaction-/);
    const [header, row, ...rest] = parseCsv(response.body.replace(/^\ufeff/, ''));
    expect(header).toEqual(['Id', 'Referentie', 'Bedrag', 'E-mail', 'currency_code']);
    const [customer] = await app.query<{ email_address: string }>(
      'SELECT c.email_address FROM customers c JOIN transactions t ON t.customer_id = c.id WHERE t.id = $1',
      [target!.id],
    );
    expect(row).toEqual([target!.id, `'=HYPERLINK("http://x")`, '123.45', customer!.email_address, 'EUR']);
    expect(rest).toEqual([]);
  });

  it('refuses unknown columns and a header count that does not match (400)', async () => {
    const unknown = await owner.get('/api/transaction/export?_columns=id,secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ path: 'query._columns', code: 'unknown_field' });
    const headers = await owner.get('/api/transaction/export?_columns=id,amount&_header=Id');
    expect(headers.statusCode).toBe(400);
    expect((await owner.get('/api/transaction/export?_columns=id&_bogus=1')).statusCode).toBe(400);
    const none = await owner.get('/api/transaction/export');
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ path: 'query._columns' });
  });

  it("titles the added currency column in the reader's language, after the amount it belongs to", async () => {
    const response = await owner.get(
      '/api/transaction/export?_limit=1&_columns=id,amount&_header=Id&_header=Bedrag&_currency_header=Valuta',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [header] = parseCsv(response.body.replace(/^\ufeff/, ''));
    expect(header).toEqual(['Id', 'Bedrag', 'Valuta (Bedrag)']);
  });

  it('resumes after a cursor (_after): the rows after that page, none of it', async () => {
    const first = await owner.get('/api/transaction?_limit=5&_sort=-created_at');
    const cursor = first.headers['x-next-cursor'] as string;
    const seen = new Set((first.json() as Row[]).map((row) => row.id));
    const resumed = await owner.get(`/api/transaction/export?_sort=-created_at&_after=${cursor}&_columns=id`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const ids = parseCsv(resumed.body.replace(/^\ufeff/, ''))
      .slice(1)
      .map(([id]) => id!);
    const all =
      parseCsv((await owner.get('/api/transaction/export?_sort=-created_at&_columns=id')).body).length - 1;
    expect(ids.length).toBe(all - 5);
    expect(ids.some((id) => seen.has(id))).toBe(false);
    expect((await owner.get('/api/transaction/export?_after=bm90&_columns=id')).statusCode).toBe(400);
  });

  it('has the roles and tenancy of the list: 401 without a session, 403 without the list role, own rows only', async () => {
    expect((await app.anonymous.get('/api/transaction/export?_columns=id')).statusCode).toBe(401);
    await app.query(
      `INSERT INTO users (organisation_id, email, name, roles, password_hash)
       SELECT $1, 'customers-only@goudenkorst.demo', 'Test', '{CUSTOMER_LIST}', password_hash FROM users WHERE email = $2`,
      [bakery, DEMO.bakeryOwner],
    );
    const customersOnly = await app.as('customers-only@goudenkorst.demo');
    expect((await customersOnly.get('/api/transaction/export?_columns=id')).statusCode).toBe(403);
    expect((await customersOnly.get('/api/customer/export?_columns=id')).statusCode).toBe(200);
    const scope = await subtreeOf(app, bakery);
    const csv = parseCsv((await owner.get('/api/transaction/export?_columns=id,organisation')).body);
    expect(csv.length).toBeGreaterThan(1);
    expect(csv.slice(1).every(([, organisation]) => scope.includes(organisation!))).toBe(true);
  });

  it('exports every row once while payments arrive: one snapshot, keyset pages, no duplicates, no gaps', async () => {
    await insertPayments(EXPORT_PAGE * 3);
    const before = new Set(
      (await app.query<{ id: string }>('SELECT id FROM transactions')).map((row) => row.id),
    );
    const exporting = psp.get('/api/transaction/export?_columns=id,amount&_sort=created_at');
    const arriving = Array.from({ length: 10 }, () => insertPayments(50));
    const [response] = await Promise.all([exporting, ...arriving]);
    expect(response.statusCode).toBe(200);
    const ids = parseCsv(response.body.replace(/^\ufeff/, ''))
      .slice(1)
      .map(([id]) => id!);
    expect(new Set(ids).size).toBe(ids.length);
    const after = new Set(
      (await app.query<{ id: string }>('SELECT id FROM transactions')).map((row) => row.id),
    );
    expect(after.size).toBe(before.size + 500);
    const exported = new Set(ids);
    expect([...before].filter((id) => !exported.has(id))).toEqual([]);
    expect(ids.every((id) => after.has(id))).toBe(true);
  });
});
