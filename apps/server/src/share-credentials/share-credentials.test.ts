import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;
let bakeryOwnerId: string;
/** The provider's admin working inside the bakery (/psp/merchants/{id}/...). */
let provider: Client;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const [owner] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    DEMO.bakeryOwner,
  ]);
  bakeryOwnerId = owner!.id;
  provider = (await app.as(DEMO.pspAdmin)).inScope(bakery);
});
afterAll(() => app?.close());

const request = () => ({
  organisation: bakery,
  user: bakeryOwnerId,
  name: 'Stripe cards',
  description: 'Stripe account for the card processor',
  type: 'processor',
  gateway: 'stripe',
  payment_product: 'card',
  details: [
    { name: 'account_id', description: 'Stripe account id', value: null },
    { name: 'secret_key', description: 'Secret API key', value: '' },
  ],
});

async function storedDetails(id: string) {
  const [row] = await app.query<{ details: { name: string; value: string | null }[] }>(
    'SELECT details FROM share_credentials WHERE id = $1',
    [id],
  );
  return row!.details;
}

function paths(body: { details?: { path: string; code: string }[] }) {
  return (body.details ?? []).map((detail) => detail.path);
}

describe('share credentials: the provider', () => {
  it('creates a request with the values left empty for the merchant', async () => {
    const created = await provider.post('/api/sharecredential', request());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      organisation: bakery,
      user: bakeryOwnerId,
      type: 'processor',
      processor_settlement_type: null,
      details: [
        { name: 'account_id', value: null, value_set: false },
        { name: 'secret_key', value: null, value_set: false },
      ],
    });
  });

  it('enforces every rule of 000 §5 with a 400 naming the field', async () => {
    const empty = await provider.post('/api/sharecredential', { details: [] });
    expect(empty.statusCode).toBe(400);
    expect(paths(empty.json())).toEqual(
      expect.arrayContaining([
        'body.organisation',
        'body.user',
        'body.name',
        'body.description',
        'body.type',
        'body.details',
      ]),
    );

    const noProduct = await provider.post('/api/sharecredential', { ...request(), payment_product: null });
    expect(noProduct.statusCode).toBe(400);
    expect(paths(noProduct.json())).toEqual(['body.payment_product']);

    const noSettlementType = await provider.post('/api/sharecredential', {
      ...request(),
      type: 'processorsettlement',
    });
    expect(noSettlementType.statusCode).toBe(400);
    expect(paths(noSettlementType.json())).toEqual(['body.processor_settlement_type']);

    const unnamed = await provider.post('/api/sharecredential', {
      ...request(),
      details: [{ name: ' ', value: 'x' }],
    });
    expect(unnamed.statusCode).toBe(400);
    expect(paths(unnamed.json())).toEqual(['body.details.0.name']);
  });

  it('keeps the product or the settlement type that goes with the type', async () => {
    const created = await provider.post('/api/sharecredential', {
      ...request(),
      type: 'processorsettlement',
      processor_settlement_type: 'sftp',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ payment_product: null, processor_settlement_type: 'sftp' });
  });

  it('asks a user of the organisation only', async () => {
    const [stranger] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.siblingOwner,
    ]);
    const response = await provider.post('/api/sharecredential', { ...request(), user: stranger!.id });
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual(['body.user']);
  });

  it('updates any field, with the rules applied to the result', async () => {
    const { id } = (await provider.post('/api/sharecredential', request())).json();
    const renamed = await provider.request('PUT', `/api/sharecredential/${id}`, { name: 'Stripe (NL)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Stripe (NL)', gateway: 'stripe' });
    const broken = await provider.post(`/api/sharecredential/${id}`, { payment_product: null });
    expect(broken.statusCode).toBe(400);
    expect(paths(broken.json())).toEqual(['body.payment_product']);
  });
});

describe('share credentials: the merchant', () => {
  it('may not create a request', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const response = await owner.post('/api/sharecredential', request());
    expect(response.statusCode).toBe(403);
  });

  it("may not delete the provider's request", async () => {
    const { id } = (await provider.post('/api/sharecredential', request())).json();
    const owner = await app.as(DEMO.bakeryOwner);
    const refused = await owner.delete(`/api/sharecredential/${id}`);
    expect(refused.statusCode).toBe(403);
    expect((await owner.get(`/api/sharecredential/${id}`)).statusCode).toBe(200);
    expect((await provider.delete(`/api/sharecredential/${id}`)).statusCode).toBe(204);
  });

  it('sends the id and the values only, and every value is required', async () => {
    const { id, details } = (await provider.post('/api/sharecredential', request())).json();
    const owner = await app.as(DEMO.bakeryOwner);
    const rows = details.map(({ name, description }: { name: string; description: string }) => ({
      name,
      description,
      value: '',
    }));

    const otherFields = await owner.post(`/api/sharecredential/${id}`, { id, name: 'Mine', details: rows });
    expect(otherFields.statusCode).toBe(400);
    expect(otherFields.json().details).toEqual([
      expect.objectContaining({ path: 'body.name', code: 'read_only' }),
    ]);

    const missing = await owner.post(`/api/sharecredential/${id}`, { id, details: rows });
    expect(missing.statusCode).toBe(400);
    expect(paths(missing.json())).toEqual(['body.details.0.value', 'body.details.1.value']);

    const renamed = await owner.post(`/api/sharecredential/${id}`, {
      id,
      details: [
        { ...rows[0], name: 'other', value: 'acct_1' },
        { ...rows[1], value: 'sk_live_x' },
      ],
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details).toEqual([
      expect.objectContaining({ path: 'body.details.0.name', code: 'read_only' }),
    ]);

    const extraRow = await owner.post(`/api/sharecredential/${id}`, {
      id,
      details: [...rows.map((row: object) => ({ ...row, value: 'v' })), { name: 'extra', value: 'v' }],
    });
    expect(extraRow.statusCode).toBe(400);
    expect(paths(extraRow.json())).toEqual(['body.details.2.name']);

    const filled = await owner.post(`/api/sharecredential/${id}`, {
      id,
      details: [
        { ...rows[0], value: 'acct_1NpQx' },
        { ...rows[1], value: 'sk_live_51Secret' },
      ],
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().details).toEqual([
      expect.objectContaining({ name: 'account_id', value: 'acct_1NpQx', value_set: true }),
      expect.objectContaining({ name: 'secret_key', value: 'sk_live_51Secret', value_set: true }),
    ]);
    // The provider reads them in clear to configure the processor.
    expect((await provider.get(`/api/sharecredential/${id}`)).json().details[1].value).toBe(
      'sk_live_51Secret',
    );
  });

  it('stores the values sealed, never in clear', async () => {
    const created = await provider.post('/api/sharecredential', {
      ...request(),
      details: [{ name: 'secret_key', description: null, value: 'sk_live_NeverInClear' }],
    });
    const stored = await storedDetails(created.json().id);
    expect(JSON.stringify(stored)).not.toContain('sk_live_NeverInClear');
    expect(stored[0]!.value).toMatch(/^v1:[0-9a-f]{12}:[\w-]+$/);
    // The seeded requests are sealed the same way and open with the server's key.
    const [seeded] = await app.query<{ id: string; details: { value: string | null }[] }>(
      `SELECT id, details FROM share_credentials WHERE organisation_id = $1 AND name NOT LIKE 'Stripe%'`,
      [bakery],
    );
    expect(seeded!.details.some((detail) => detail.value?.startsWith('v1:'))).toBe(true);
    const read = (await provider.get(`/api/sharecredential/${seeded!.id}`)).json();
    expect(
      read.details.filter((detail: { value_set: boolean; value: string | null }) => detail.value_set),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: expect.not.stringMatching(/^v1:/) })]),
    );
  });

  it('shows a reader without SHARE_UPDATE whether values are set, not the values', async () => {
    const created = await provider.post('/api/sharecredential', {
      ...request(),
      details: [{ name: 'secret_key', description: null, value: 'sk_live_HiddenFromReaders' }],
    });
    await app.query(`UPDATE users SET roles = '{SHARE_LIST}' WHERE email = $1`, [DEMO.bakerySupport]);
    const reader = await app.as(DEMO.bakerySupport);
    const read = await reader.get(`/api/sharecredential/${created.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().details).toEqual([expect.objectContaining({ value: null, value_set: true })]);
    const list = await reader.get('/api/sharecredential?_limit=100');
    expect(list.body).not.toContain('sk_live_HiddenFromReaders');
    expect((await reader.post(`/api/sharecredential/${created.json().id}`, { details: [] })).statusCode).toBe(
      403,
    );
  });

  it('keeps values out of error answers and other tenants', async () => {
    const { id } = (await provider.post('/api/sharecredential', request())).json();
    const secret = `sk_live_${'s'.repeat(4001)}`;
    const tooLong = await provider.post(`/api/sharecredential/${id}`, {
      details: [{ name: 'secret_key', value: secret }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).not.toContain('sssssss');
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/sharecredential/${id}`)).statusCode).toBe(404);
  });
});
