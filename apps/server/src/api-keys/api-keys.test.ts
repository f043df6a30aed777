import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { authenticateApiKey } from './api-key-auth.js';
import { hashApiKey } from './api-keys.routes.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('API keys', () => {
  it('shows the secret once and stores only its hash', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const [profile] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    const created = await owner.post('/api/apikey', { name: 'Checkout', payment_profile: profile!.id });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.secret).toMatch(/^sk_live_[\w-]{32}$/);
    expect(key).toMatchObject({
      name: 'Checkout',
      prefix: key.secret.slice(0, 12),
      organisation: bakery,
      revoked_at: null,
    });

    const [stored] = await app.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      key.id,
    ]);
    expect(stored!.key_hash).toBe(hashApiKey(key.secret));
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    const read = (await owner.get(`/api/apikey/${key.id}`)).json();
    expect(read.secret).toBeUndefined();
    expect(JSON.stringify(read)).not.toContain(key.secret);
  });

  it('refuses a payment profile of another organisation', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const [profile] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1',
      [sibling],
    );
    const response = await owner.post('/api/apikey', { name: 'Sneaky', payment_profile: profile!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.payment_profile',
      code: 'invalid_reference',
    });
  });

  it('revokes a key once, inside the caller scope only', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const key = (await owner.post('/api/apikey', { name: 'Old integration' })).json();
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.post(`/api/apikey/${key.id}/revoke`)).statusCode).toBe(404);
    const first = (await owner.post(`/api/apikey/${key.id}/revoke`)).json();
    expect(first.revoked_at).not.toBeNull();
    const second = (await owner.post(`/api/apikey/${key.id}/revoke`)).json();
    expect(second.revoked_at).toBe(first.revoked_at);
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.post('/api/apikey', { name: 'x' })).statusCode).toBe(403);
  });

  it('lets provider staff list the keys of every merchant and create one for a chosen merchant', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const [profile] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    const created = await psp.post('/api/apikey', {
      name: 'Set up by support',
      organisation: bakery,
      payment_profile: profile!.id,
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();

    const all = (await psp.get('/api/apikey?_limit=500&_populate=organisation,created_by')).json();
    const organisations = new Set(all.map((row: { organisation: { id: string } }) => row.organisation.id));
    expect(organisations.size).toBeGreaterThan(2);
    expect(all.find((row: { id: string }) => row.id === key.id)).toMatchObject({
      organisation: { id: bakery, name: expect.any(String) },
      created_by: { email: DEMO.pspAdmin },
      payment_profile: profile!.id,
    });
    const byPrefix = (await psp.get(`/api/apikey?_search=${key.prefix}`)).json();
    expect(byPrefix.map((row: { id: string }) => row.id)).toEqual([key.id]);

    const owner = await app.as(DEMO.bakeryOwner);
    const own = (await owner.get('/api/apikey?_limit=500')).json();
    const subtree = await subtreeOf(app, bakery);
    expect(own.map((row: { id: string }) => row.id)).toContain(key.id);
    expect(own.every((row: { organisation: string }) => subtree.includes(row.organisation))).toBe(true);
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/apikey/${key.id}`)).statusCode).toBe(404);
  });

  it('stamps the last use of a live key and refuses a revoked one', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const key = (await owner.post('/api/apikey', { name: 'Payments API' })).json();
    const database = app.server.database;
    expect(await authenticateApiKey(database, key.secret)).toMatchObject({ id: key.id });
    const used = (await owner.get(`/api/apikey/${key.id}`)).json();
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.parse(key.created_at) - 1000);
    expect(await authenticateApiKey(database, `${key.secret}x`)).toBeUndefined();

    await owner.post(`/api/apikey/${key.id}/revoke`);
    expect(await authenticateApiKey(database, key.secret)).toBeUndefined();
    expect((await owner.delete(`/api/apikey/${key.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/apikey/${key.id}`)).json().revoked_at).not.toBeNull();
  });
});
