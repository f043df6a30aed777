import { randomUUID } from 'node:crypto';
import { redactValue } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_BODY_LIMIT } from '../platform/http/call-recording.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { deleteExpiredAuditItems } from './audit-retention.js';

let app: TestApp;
let bakery: string;
let profile: { id: string; currency_code: string };
let key: { id: string; secret: string };
const nextYear = testNow().getUTCFullYear() + 1;

interface Item {
  id: string;
  route: string;
  type: string;
  authentication: string;
  user_id: string | null;
  api_key_id: string | null;
  organisation_id: string;
  transaction_id: string | null;
  payment_profile_id: string | null;
  response_code: number;
  origin: string | null;
  url: string;
}

/** The stored items, after the writer has flushed, newest first. */
async function items(where = 'true', values: unknown[] = []): Promise<Item[]> {
  await app.server.flushAuditTrail();
  return app.query<Item & Record<string, unknown>>(
    `SELECT * FROM audit_trail_items WHERE ${where} ORDER BY created_at DESC`,
    values,
  );
}

async function pay(extra: object = {}) {
  const response = await app.withApiKey(key.secret).request('POST', '/v1/transactions', {
    amount: 1250,
    currency_code: profile.currency_code,
    payment_profile: profile.id,
    payment_product: 'card',
    merchant_reference: `audit-${randomUUID()}`,
    card: { number: '4242424242424242', expiry_month: 12, expiry_year: nextYear, cvc: '123' },
    ...extra,
  });
  return response;
}

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  key = await app.newApiKey(bakery);
});
afterAll(() => app?.close());

describe('recording', () => {
  it('records a /v1 payment with api authentication, its key, transaction and payment profile', async () => {
    const response = await pay();
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const [item] = await items('transaction_id = $1', [id]);
    expect(item).toMatchObject({
      route: '/v1/transactions',
      type: 'v1.transaction.create',
      method: 'POST',
      url: '/v1/transactions',
      response_code: 201,
      authentication: 'api',
      api_key_id: key.id,
      user_id: null,
      organisation_id: bakery,
      payment_profile_id: profile.id,
    });
    expect(item?.origin).toBeTruthy();
  });

  it('records an /api call with jwt authentication and the user, in the scope it was made in', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/tag?_limit=1')).statusCode).toBe(200);
    const [user] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.bakeryOwner,
    ]);
    const [item] = await items("route = '/api/tag' AND user_id = $1", [user!.id]);
    expect(item).toMatchObject({
      type: 'tag.list',
      authentication: 'jwt',
      organisation_id: bakery,
      url: '/api/tag?_limit=1',
      response_code: 200,
    });
  });

  it('records a refused login as a call nobody was logged in for, under the provider', async () => {
    await app.anonymous.post('/api/auth/login', { username: DEMO.bakeryOwner, password: 'wrong-password-1' });
    const [item] = await items("route = '/api/auth/login' AND response_code = 401");
    const [provider] = await app.query<{ id: string }>(
      "SELECT id FROM organisations WHERE kind = 'provider' AND parent_id IS NULL",
    );
    expect(item).toMatchObject({ authentication: 'none', user_id: null, organisation_id: provider!.id });
  });
});

describe('redaction', () => {
  it('stores none of the secrets sent through the API, in any column', async () => {
    const secrets = {
      password: 'Never-Stored-Password-42',
      mfaCode: '918273',
      mfaToken: 'mfa-token-never-stored',
      shareValue: 'acct_never_stored_value',
      card: '4000000000000002',
      cvc: '"987"',
      webhookSecret: 'whsec_bmV2ZXJTdG9yZWRTZWNyZXQ',
    };
    await app.anonymous.post('/api/auth/login', { username: DEMO.bakeryOwner, password: secrets.password });
    await app.anonymous.post('/api/auth/mfa', { token: secrets.mfaToken, code: secrets.mfaCode });
    const psp = await app.as(DEMO.pspAdmin);
    const [owner] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.bakeryOwner,
    ]);
    const share = await psp.inScope(bakery).post('/api/sharecredential', {
      organisation: bakery,
      user: owner!.id,
      name: 'Adyen cards',
      description: 'Adyen merchant account',
      type: 'processor',
      gateway: 'adyen',
      payment_product: 'card',
      details: [{ name: 'merchant_account', description: 'Account', value: secrets.shareValue }],
    });
    expect(share.statusCode, share.body).toBe(201);
    await psp.inScope(bakery).get(`/api/sharecredential/${share.json().id}`);
    await pay({ card: { number: secrets.card, expiry_month: 12, expiry_year: nextYear, cvc: '987' } });
    await psp.post('/api/webhook', {
      url: 'https://example.com/hook',
      type: 'transaction',
      secret: secrets.webhookSecret,
    });
    const newKey = await app.newApiKey(bakery);

    await items();
    const [{ text } = { text: '' }] = await app.query<{ text: string }>(
      `SELECT string_agg(t::text, ' ') AS text FROM audit_trail_items t`,
    );
    expect(text).toContain('/api/sharecredential');
    for (const [name, secret] of Object.entries({
      ...secrets,
      demoPassword: DEMO_PASSWORD,
      apiKey: key.secret,
      newApiKey: newKey.secret,
    })) {
      expect(text, name).not.toContain(secret);
    }
    // Session cookies, sent and set, and the bearer header never reach a row either.
    expect(text).not.toMatch(/psp_session=[\w-]{8}/);
    expect(text).not.toMatch(/Bearer sk_/);
  });
});

describe('what a row keeps', () => {
  it('cuts a body at the limit, keeping its size, and redacts a challenge token in the URL', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const text = 'x'.repeat(RECORDED_BODY_LIMIT + 500);
    await owner.post('/api/tag', { text, color: '#112233' });
    const [tag] = await items("route = '/api/tag' AND method = 'POST'");
    const request = (tag as unknown as { request: { body: string; truncated: number } }).request;
    expect(request.body).toHaveLength(RECORDED_BODY_LIMIT);
    expect(request.truncated).toBeGreaterThan(RECORDED_BODY_LIMIT);

    // A list answer over the limit keeps the first characters of its redacted text, its size as sent
    // (its elements found by a scan that strings with quotes, brackets and commas do not mislead).
    const card = '4111 1111 1111 1111';
    const city = 'Den "Haag" ], {x}, \\ [';
    expect(
      (await owner.post('/api/customer', { email_address: 'card@example.com', street_address: card, city }))
        .statusCode,
    ).toBe(201);
    const page = await (await app.as(DEMO.pspAdmin)).get('/api/customer?_limit=100&_sort=-created_at');
    expect(page.statusCode).toBe(200);
    expect(page.body.length).toBeGreaterThan(RECORDED_BODY_LIMIT);
    expect(page.body).toContain(card);
    const [list] = await items("route = '/api/customer' AND method = 'GET'");
    const response = (list as unknown as { response: { body: string; truncated: number } }).response;
    expect(response.body).toBe(JSON.stringify(redactValue(page.json())).slice(0, RECORDED_BODY_LIMIT));
    expect(response.truncated).toBe(page.body.length);
    expect(response.body).not.toContain(card);
    expect(response.body).toContain(JSON.stringify(city));

    const token = 'ch4llenge-t0ken-n3ver-st0red';
    await app.anonymous.get(`/v1/challenge/${token}`);
    const [challenge] = await items("route = '/v1/challenge/:token'");
    expect(challenge?.url).toBe('/v1/challenge/[redacted]');
    expect(JSON.stringify(challenge)).not.toContain(token);

    // A hosted page's link token, also on a path no route answers, and a token in the query.
    await app.anonymous.get(`/api/pay/${token}/session?token=${token}`);
    const [pay] = await items("url LIKE '/api/pay/%'");
    expect(pay?.url).toBe('/api/pay/[redacted]/session?token=%5Bredacted%5D');
    expect(JSON.stringify(pay)).not.toContain(token);
  });
});

describe('append-only and retention', () => {
  it('answers 403 read_only to every write of the audit trail and its changes, even for the provider admin', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const [item] = await items();
    for (const resource of ['audittrail', 'auditchange']) {
      const create = await psp.post(`/api/${resource}`, {});
      const update = await psp.request('PUT', `/api/${resource}/${item!.id}`, { route: '/x' });
      const remove = await psp.delete(`/api/${resource}/${item!.id}`);
      for (const response of [create, update, remove]) {
        expect(response.statusCode, `${resource}: ${response.body}`).toBe(403);
        expect(response.json().error).toBe('read_only');
      }
    }
  });

  it('deletes only the items older than the retention, in batches', async () => {
    const [old] = await app.query<{ id: string }>(
      `INSERT INTO audit_trail_items (organisation_id, route, type, method, url, response_code, authentication, created_at)
       VALUES ($1, '/api/tag', 'tag.list', 'GET', '/api/tag', 200, 'jwt', now() - interval '14 months') RETURNING id`,
      [bakery],
    );
    const [kept] = await app.query<{ id: string }>(
      `INSERT INTO audit_trail_items (organisation_id, route, type, method, url, response_code, authentication, created_at)
       VALUES ($1, '/api/tag', 'tag.list', 'GET', '/api/tag', 200, 'jwt', now() - interval '12 months') RETURNING id`,
      [bakery],
    );
    const before = (await items()).length;
    const deleted = await deleteExpiredAuditItems(app.server.database, 13);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const ids = (await items()).map((row) => row.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toContain(kept!.id);
    expect(ids.length).toBe(before - deleted);
  });
});

describe('reading', () => {
  it('is for PSP_ALL or PSP_AUDITTRAIL_LIST only: a merchant owner (USER_ALL) gets 403', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/audittrail')).statusCode).toBe(403);
    expect((await owner.get('/api/auditchange')).statusCode).toBe(403);
    const support = await app.as(DEMO.pspSupport);
    expect((await support.get('/api/audittrail?_limit=5')).statusCode).toBe(200);
  });

  it("shows a provider user inside a merchant that merchant's items only", async () => {
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    await (await app.as(DEMO.siblingOwner)).get('/api/tag');
    await items();
    const psp = await app.as(DEMO.pspAdmin);
    const inBakery = (await psp.inScope(bakery).get('/api/audittrail?_limit=500')).json() as Item[];
    expect(inBakery.length).toBeGreaterThan(0);
    const organisations = new Set(
      inBakery.map((item) => (item as unknown as { organisation: string }).organisation),
    );
    expect(organisations.has(sibling)).toBe(false);
    const siblingItem = (await items('organisation_id = $1', [sibling]))[0];
    expect((await psp.inScope(bakery).get(`/api/audittrail/${siblingItem!.id}`)).statusCode).toBe(404);
  });

  it('lists a routing change with who made it and the routing before and after', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const [routing] = await app.query<{ id: string; name: string; organisation_id: string }>(
      'SELECT id, name, organisation_id FROM routings ORDER BY name LIMIT 1',
    );
    const inMerchant = psp.inScope(routing!.organisation_id);
    const renamed = await inMerchant.request('PUT', `/api/routing/${routing!.id}`, {
      name: 'Cards by amount',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changes = await inMerchant.get(`/api/auditchange?resource=routing&resource_id=${routing!.id}`);
    expect(changes.statusCode, changes.body).toBe(200);
    const [change] = changes.json();
    expect(change).toMatchObject({
      action: 'updated',
      actor_kind: 'user',
      actor_name: expect.any(String),
      before: { name: routing!.name },
      after: { name: 'Cards by amount' },
    });
  });
});

describe('a payment timeline', () => {
  it('joins the API call, the decision, the processor attempt and the statuses in time order', async () => {
    const { id } = (await pay()).json();
    await app.query(
      `INSERT INTO webhooks (organisation_id, url, type, item_id, status, delivered) VALUES ($1, 'https://example.com/h', 'transaction', $2, 'SETTLEMENT_REQUESTED', true)`,
      [bakery, id],
    );
    await app.server.flushAuditTrail();
    const psp = await app.as(DEMO.pspAdmin);
    const timeline = await psp.get(`/api/transaction/${id}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const kinds = timeline.json().map((entry: { kind: string }) => entry.kind);
    expect(kinds.slice(0, 3)).toEqual(['api_call', 'decision', 'processor_attempt']);
    expect(kinds.filter((kind: string) => kind === 'status')).toHaveLength(3);
    expect(kinds).toContain('webhook');
    const times = timeline.json().map((entry: { at: string }) => entry.at);
    expect([...times].sort()).toEqual(times);

    // The merchant sees its payment's timeline without the API calls; another merchant gets a 404.
    const owner = await app.as(DEMO.bakeryOwner);
    const own = (await owner.get(`/api/transaction/${id}/timeline`)).json();
    expect(own.map((entry: { kind: string }) => entry.kind)).not.toContain('api_call');
    expect((await (await app.as(DEMO.siblingOwner)).get(`/api/transaction/${id}/timeline`)).statusCode).toBe(
      404,
    );
  });
});
