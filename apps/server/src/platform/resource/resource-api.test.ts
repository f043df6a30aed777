import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let owner: Client;
let bakery: string;
let bakeryTree: string[];

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  bakeryTree = await subtreeOf(app, bakery);
});
afterAll(() => app?.close());

async function list(client: Client, url: string): Promise<Row[]> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('list conventions', () => {
  it('returns a JSON array of 25, newest first, inside the caller organisation subtree', async () => {
    const rows = await list(owner, '/api/transaction');
    expect(rows).toHaveLength(25);
    const times = rows.map((row) => row.created_at as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.every((row) => bakeryTree.includes(row.organisation as string))).toBe(true);
  });

  it('counts what the same filters list, and matches the database', async () => {
    const response = await owner.get('/api/transaction/count?status=DECLINED&_limit=5&_sort=amount');
    const [expected] = await app.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM transactions WHERE status = 'DECLINED' AND organisation_id = ANY($1::uuid[])",
      [bakeryTree],
    );
    expect(response.json()).toEqual({ count: expected!.count });
    expect(expected!.count).toBeGreaterThan(0);
  });

  it('pages with _limit and _skip without overlap or gaps', async () => {
    const first = await list(owner, '/api/transaction?_limit=10');
    const second = await list(owner, '/api/transaction?_limit=10&_skip=10');
    const both = await list(owner, '/api/transaction?_limit=20');
    expect([...first, ...second].map((row) => row.id)).toEqual(both.map((row) => row.id));
  });

  it('sorts ascending and by several keys', async () => {
    const rows = await list(owner, '/api/transaction?_sort=amount,-created_at&_limit=100');
    const amounts = rows.map((row) => row.amount as number);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('filters by list, inclusive range, not-equal and dotted reference paths', async () => {
    const some = await list(owner, '/api/transaction?status[]=DECLINED&status[]=FAILED&_limit=100');
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((row) => ['DECLINED', 'FAILED'].includes(row.status as string))).toBe(true);

    const [edge] = await list(owner, '/api/transaction?_limit=1');
    const inclusive = await list(
      owner,
      `/api/transaction?amount>=${edge!.amount}&amount<=${edge!.amount}&currency_code=${edge!.currency_code}&_limit=500`,
    );
    expect(inclusive.map((row) => row.id)).toContain(edge!.id);

    const notDeclined = await list(owner, '/api/transaction?status!=DECLINED&_limit=200');
    expect(notDeclined.some((row) => row.status === 'DECLINED')).toBe(false);

    const euro = await list(
      owner,
      '/api/transaction?payment_profile.currency_code=EUR&_populate=payment_profile&_limit=50',
    );
    expect(euro.length).toBeGreaterThan(0);
    expect(euro.every((row) => (row.payment_profile as Row).currency_code === 'EUR')).toBe(true);
  });

  it('filters by time range as created_at>= and created_at<=', async () => {
    const from = '2026-10-01T00:00:00.000Z';
    const to = '2026-10-15T00:00:00.000Z';
    const rows = await list(owner, `/api/transaction?created_at>=${from}&created_at<=${to}&_limit=500`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => (row.created_at as string) >= from && (row.created_at as string) <= to)).toBe(
      true,
    );
  });

  it('searches by id and by merchant reference prefix', async () => {
    const [row] = await list(owner, '/api/transaction?_limit=1');
    const byId = await list(owner, `/api/transaction?_search=${row!.id}`);
    expect(byId.map((found) => found.id)).toEqual([row!.id]);
    const reference = row!.merchant_reference as string;
    const byReference = await list(
      owner,
      `/api/transaction?_search=${encodeURIComponent(reference)}&_limit=100`,
    );
    expect(byReference.map((found) => found.id)).toContain(row!.id);
    expect(byReference.every((found) => (found.merchant_reference as string).startsWith(reference))).toBe(
      true,
    );
  });

  it('populates references, nested ones too, and keeps unpopulated ones as ids', async () => {
    const rows = await list(
      owner,
      '/api/transaction?_populate=payment_profile,customer,payment_profile.organisation&_limit=50',
    );
    for (const row of rows) {
      const profile = row.payment_profile as Row;
      expect(profile).toMatchObject({ id: expect.any(String), currency_code: expect.any(String) });
      expect((profile.organisation as Row).id).toBe(profile.organisation && (profile.organisation as Row).id);
      expect(typeof row.organisation).toBe('string');
      expect(row.customer === null || typeof (row.customer as Row).email_address === 'string').toBe(true);
    }
    expect(rows.some((row) => row.customer !== null)).toBe(true);
  });

  it('answers unknown fields and bad values with a 400 naming them', async () => {
    const response = await owner.get('/api/transaction?colour=red&amount=ten&_sort=-nope&_limit=9999');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.details.map((detail: Row) => detail.path)).toEqual([
      'query.colour',
      'query.amount',
      'query._limit',
      'query._sort',
    ]);
    expect(body.details[2]).toMatchObject({ expected: { min: 1, max: 500 }, actual: '9999' });
  });
});

describe('single records and writes', () => {
  it('gets one record with populate, 404 for an unknown id, 400 for a malformed one', async () => {
    const [row] = await list(owner, '/api/transaction?_limit=1');
    const one = await owner.get(`/api/transaction/${row!.id}?_populate=payment_profile`);
    expect(one.statusCode).toBe(200);
    expect(one.json().payment_profile.id).toBe(row!.payment_profile);
    expect((await owner.get('/api/transaction/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await owner.get('/api/transaction/42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('params.id');
  });

  it('creates, updates (POST and PUT), and deletes', async () => {
    // Not a text of the seed's tags: a tag's text is unique in its organisation.
    const created = await owner.post('/api/tag', { text: 'Premium', color: '#1c7ed6' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ text: 'Premium', color: '#1c7ed6', organisation: bakery });

    const updated = await owner.post(`/api/tag/${tag.id}`, { text: 'Very important' });
    expect(updated.json()).toMatchObject({ id: tag.id, text: 'Very important', color: '#1c7ed6' });
    const put = await owner.request('PUT', `/api/tag/${tag.id}`, { color: '#2f9e44' });
    expect(put.json()).toMatchObject({ text: 'Very important', color: '#2f9e44' });
    expect(Date.parse(put.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(tag.updated_at));

    expect((await owner.delete(`/api/tag/${tag.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/tag/${tag.id}`)).statusCode).toBe(404);
  });

  it('refuses a tag text its organisation already has, whatever the case, with a 409 on the text field', async () => {
    const first = await owner.post('/api/tag', { text: 'Stamgast', color: '#1c7ed6' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await owner.post('/api/tag', { text: 'STAMGAST', color: '#2f9e44' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'duplicate',
      details: [{ path: 'body.text', code: 'duplicate', actual: 'STAMGAST' }],
    });
    const other = await owner.post('/api/tag', { text: 'Stamgast-2', color: '#2f9e44' });
    expect(other.statusCode).toBe(201);
    const renamed = await owner.post(`/api/tag/${other.json().id}`, { text: 'stamgast' });
    expect(renamed.statusCode).toBe(409);
    // Its own text, in another case, is no clash.
    expect((await owner.post(`/api/tag/${first.json().id}`, { text: 'STAMGAST' })).statusCode).toBe(200);
    const rows = await app.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM tags WHERE lower(text) = 'stamgast'",
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('refuses a bad body with field errors carrying expected and actual values', async () => {
    const response = await owner.post('/api/tag', { text: '', color: 'red', extra: 1 });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: Row) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.text', 'body.color']));
    const tooSmall = response.json().details.find((detail: Row) => detail.path === 'body.text');
    expect(tooSmall).toMatchObject({ code: 'too_small', expected: 1 });
  });

  it('refuses references to records outside the caller organisation', async () => {
    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE NOT (organisation_id = ANY($1::uuid[])) LIMIT 1',
      [bakeryTree],
    );
    const response = await owner.post('/api/paymentlink', {
      payment_profile: foreign!.id,
      amount: 1000,
      currency_code: 'EUR',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.payment_profile',
      code: 'invalid_reference',
    });
  });

  it('answers 409 for a duplicate and for deleting what other records still use', async () => {
    const duplicate = await owner.post('/api/user', {
      email: DEMO.bakeryFinance,
      name: 'Copy',
      roles: ['TRANSACTION_LIST'],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details[0]).toMatchObject({ path: 'body.email', code: 'email_taken' });
    const [used] = await app.query<{ id: string }>(
      'SELECT payment_profile_id AS id FROM transactions WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    const inUse = await owner.delete(`/api/paymentprofile/${used!.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('in_use');
  });

  it('writes payment profile processor links in the same transaction, in order', async () => {
    const processors = await list(owner, `/api/processor?organisation=${bakery}&_limit=3&_sort=name`);
    const ids = processors.map((processor) => processor.id);
    const created = await owner.post('/api/paymentprofile', {
      name: 'Web shop',
      display_name: 'Web shop',
      currency_code: 'EUR',
      processors: [...ids].reverse(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().processors).toEqual([...ids].reverse());
    const bad = await owner.post(`/api/paymentprofile/${created.json().id}`, {
      processors: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    const after = await owner.get(`/api/paymentprofile/${created.json().id}`);
    expect(after.json().processors).toEqual([...ids].reverse());
  });
});

describe('paymentprofile/routing', () => {
  it('groups the routings in scope by payment product, each with the processors its tree ends at', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const grouped = (await psp.get('/api/paymentprofile/routing')).json() as Record<string, Row[]>;
    const products = Object.keys(grouped);
    expect(products.length).toBeGreaterThan(0);
    for (const [product, routings] of Object.entries(grouped)) {
      for (const routing of routings) {
        expect(routing.payment_product).toBe(product);
        const endpoints = JSON.stringify(routing.details).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];
        expect((routing.processors as string).split(',').sort()).toEqual([...new Set(endpoints)].sort());
      }
    }
  });
});

describe('merchant scope', () => {
  it('lets a PSP user see every organisation, or one merchant subtree through X-Organisation', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const all = await psp.get('/api/transaction/count');
    const scoped = await psp.inScope(bakery).get('/api/transaction/count');
    const [total] = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
    expect(all.json().count).toBe(total!.count);
    expect(scoped.json().count).toBeLessThan(total!.count);
    const rows = await list(psp.inScope(`${bakery}:mode`), '/api/transaction?_limit=100');
    expect(rows.every((row) => bakeryTree.includes(row.organisation as string))).toBe(true);
  });

  it('lets a merchant narrow to a child organisation but not step outside its own', async () => {
    const child = bakeryTree.find((id) => id !== bakery)!;
    const narrowed = await list(owner.inScope(child), '/api/transaction?_limit=100');
    const childTree = await subtreeOf(app, child);
    expect(narrowed.every((row) => childTree.includes(row.organisation as string))).toBe(true);
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    expect((await owner.inScope(sibling).get('/api/transaction')).statusCode).toBe(403);
    expect((await owner.inScope('nonsense').get('/api/transaction')).statusCode).toBe(400);
  });
});
