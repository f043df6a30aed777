import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
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
});
