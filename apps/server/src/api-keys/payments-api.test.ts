import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../platform/auth/actor.js';
import { apiKeyActor, systemActor } from '../platform/auth/actors.js';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
});
afterAll(() => app?.close());

function v1(
  method: 'GET' | 'POST',
  url: string,
  secret: string | undefined,
  body?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return (secret ? app.withApiKey(secret) : app.anonymous).request(method, url, body, headers);
}

describe('the payments API authenticates with API keys only', () => {
  it('answers 401 invalid_api_key without a key, for an unknown key and for a revoked one', async () => {
    expect((await v1('GET', '/v1/customers', undefined)).json()).toMatchObject({ error: 'invalid_api_key' });
    const unknown = await v1('GET', '/v1/customers', 'sk_live_nothing');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid_api_key');

    const key = await app.newApiKey(bakery);
    expect((await v1('GET', '/v1/customers', key.secret)).statusCode).toBe(200);
    const psp = await app.as(DEMO.pspAdmin);
    await psp.post(`/api/apikey/${key.id}/revoke`);
    const revoked = await v1('GET', '/v1/customers', key.secret);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('invalid_api_key');
  });

  it('takes no session cookie on /v1 and no API key on /api', async () => {
    const key = await app.newApiKey(bakery);
    const owner = await app.as(DEMO.bakeryOwner);
    const withCookie = await owner.get('/v1/customers');
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json().error).toBe('invalid_api_key');
    expect((await v1('GET', '/api/customer', key.secret)).statusCode).toBe(401);
  });

  it('lists and reads customers of the key organisation subtree only, with the /api conventions', async () => {
    const key = await app.newApiKey(bakery);
    const subtree = await subtreeOf(app, bakery);
    const list = await v1('GET', '/v1/customers?_limit=3&_sort=email_address', key.secret);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; organisation: string; email_address: string }[];
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => subtree.includes(row.organisation))).toBe(true);
    expect(rows.map((row) => row.email_address)).toEqual(rows.map((row) => row.email_address).sort());
    const unknownFilter = await v1('GET', '/v1/customers?nonsense=1', key.secret);
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().details[0].path).toBe('query.nonsense');

    expect((await v1('GET', `/v1/customers/${rows[0]!.id}`, key.secret)).json().id).toBe(rows[0]!.id);
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM customers WHERE organisation_id = $1 LIMIT 1',
      [sibling],
    );
    expect((await v1('GET', `/v1/customers/${foreign!.id}`, key.secret)).statusCode).toBe(404);
  });

  it('creates a customer in the key organisation, refusing unknown fields; no Origin check', async () => {
    const key = await app.newApiKey(bakery);
    const created = await v1(
      'POST',
      '/v1/customers',
      key.secret,
      { email_address: 'api@example.com', first_name: 'Api' },
      { origin: 'https://elsewhere.example' },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ organisation: bakery, email_address: 'api@example.com' });
    const unknown = await v1('POST', '/v1/customers', key.secret, {
      email_address: 'api2@example.com',
      secret_field: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('body.secret_field');
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const outside = await v1('POST', '/v1/customers', key.secret, {
      email_address: 'api3@example.com',
      organisation: sibling,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details[0]).toMatchObject({ path: 'body.organisation', code: 'invalid_reference' });
  });

  it("lets a key limited to a payment profile read that profile's records only: others are a 404, as other organisations' are", async () => {
    const [organisation] = await app.query<{ organisation_id: string }>(
      `SELECT organisation_id FROM transactions GROUP BY organisation_id
       HAVING count(DISTINCT payment_profile_id) > 1 LIMIT 1`,
    );
    const perProfile = await app.query<{ id: string; payment_profile_id: string }>(
      `SELECT DISTINCT ON (payment_profile_id) id, payment_profile_id FROM transactions
       WHERE organisation_id = $1 ORDER BY payment_profile_id, id LIMIT 2`,
      [organisation!.organisation_id],
    );
    const [own, other] = perProfile as [(typeof perProfile)[0], (typeof perProfile)[0]];
    const key = await app.newApiKey(organisation!.organisation_id, own.payment_profile_id);
    const read = await v1('GET', `/v1/transactions/${own.id}`, key.secret);
    expect(read.statusCode).toBe(200);
    expect(read.json().payment_profile).toBe(own.payment_profile_id);
    expect((await v1('GET', `/v1/transactions/${other.id}`, key.secret)).statusCode).toBe(404);
    const unlimited = await app.newApiKey(organisation!.organisation_id);
    expect((await v1('GET', `/v1/transactions/${other.id}`, unlimited.secret)).statusCode).toBe(200);

    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM transactions WHERE organisation_id <> $1 LIMIT 1',
      [organisation!.organisation_id],
    );
    expect((await v1('GET', `/v1/transactions/${foreign!.id}`, unlimited.secret)).statusCode).toBe(404);
  });

  it('documents /v1 under its own tag with a bearer security scheme', async () => {
    const document = (await app.anonymous.get('/api/openapi.json')).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const operation of [
      document.paths['/v1/customers'].get,
      document.paths['/v1/customers'].post,
      document.paths['/v1/customers/{id}'].get,
      document.paths['/v1/transactions/{id}'].get,
    ]) {
      expect(operation.tags).toEqual(['Payments API']);
      expect(operation.security).toEqual([{ apiKey: [] }]);
    }
    expect(document.paths['/v1/customers/{id}'].put).toBeUndefined();
  });
});

describe('actors', () => {
  it('gives an API key its organisation subtree and API_KEY_ROLES, and refuses it user-only operations', async () => {
    const key = await app.newApiKey(bakery);
    const actor = await apiKeyActor(app.server.database, {
      id: key.id,
      organisation_id: bakery,
      payment_profile_id: null,
    });
    expect(actor.scope!.sort()).toEqual((await subtreeOf(app, bakery)).sort());
    expect(actor.isProvider).toBe(false);
    expect(() => asUser(actor)).toThrow(expect.objectContaining({ statusCode: 403 }));
    const { resources } = app.server;
    const customer = resources.resolve('customer');
    const customers = await resources.list(customer, actor, {
      filters: [],
      sort: [],
      limit: 500,
      skip: 0,
      populate: new Map(),
    });
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((row) => actor.scope!.includes(row.organisation as string))).toBe(true);
  });

  it('gives a job the scope it asks for: one organisation subtree, or all only when it says so', async () => {
    const merchant = await systemActor(app.server.database, 'test-job', bakery);
    expect(merchant).toMatchObject({ kind: 'system', job: 'test-job', scopeRoot: bakery, isProvider: false });
    expect(merchant.scope!.sort()).toEqual((await subtreeOf(app, bakery)).sort());
    const all = await systemActor(app.server.database, 'test-job', 'all');
    expect(all).toMatchObject({ scope: null, isProvider: true, organisation: { kind: 'provider' } });
  });
});
