import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../platform/config.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { pretendOwnPublicAddress } from '../test/own-address.js';
import { routableProcessorOf } from '../test/routable-processor.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;
let bakery: string;
let sibling: string;

/** Receivers an operator runs on its own network (WEBHOOK_ALLOWED_HOSTS): an address, an address and port. */
const ALLOWED_HOSTS = ['10.0.0.5', '[fd00::5]:8443'];

beforeAll(async () => {
  app = await startTestApp({ webhooks: { ...loadConfig().webhooks, allowedHosts: ALLOWED_HOSTS } });
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
});
afterAll(() => app?.close());

async function idIn(table: string, organisationId: string): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE organisation_id = $1 LIMIT 1`,
    [organisationId],
  );
  if (!row) throw new Error(`no ${table} row of ${organisationId}`);
  return row.id;
}

const webhook = (changes: Record<string, unknown>) => ({
  url: 'https://shop.example/hooks',
  type: 'transaction',
  status: 'PROCESSED',
  ...changes,
});

describe('webhooks: outbound URLs (SSRF)', () => {
  it.each([
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_FLUSHALL',
    'javascript:alert(1)',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://[::ffff:169.254.169.254]/',
    'http://localhost:3000/api/user',
    'https://user:pass@shop.example/hooks',
  ])('refuses %s on body.url, on create and on update', async (url) => {
    const created = await owner.post('/api/webhook', webhook({ url }));
    expect(created.statusCode).toBe(400);
    expect(created.json().details[0].path).toBe('body.url');
    const id = (await owner.post('/api/webhook', webhook({}))).json().id;
    const updated = await owner.post(`/api/webhook/${id}`, { url });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details[0].path).toBe('body.url');
  });
});

/**
 * A message of the bakery that is done with: changing its URL sends nothing, so a URL the server
 * wrongly accepted is never called.
 */
async function deliveredMessage(): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `SELECT id FROM webhooks WHERE organisation_id = $1 AND state = 'delivered' LIMIT 1`,
    [bakery],
  );
  if (!row) throw new Error('no delivered webhook of the bakery');
  return row.id;
}

const OWN_ADDRESSES = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .filter((entry) => !entry.internal)
  .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));

describe('webhooks: every special-purpose address and the server itself, refused when saved (issue 28)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    'http://192.0.2.1/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    'http://192.31.196.1/',
    'http://[::ffff:0:7f00:1]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[2002:a00:1::]/',
    'http://[fec0::1]/',
    'http://[2001:db8::1]/',
  ])('refuses %s on body.url', async (url) => {
    const updated = await owner.post(`/api/webhook/${await deliveredMessage()}`, { url });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details[0]).toMatchObject({
      path: 'body.url',
      code: 'host_not_allowed',
      message: 'The host must be reachable on the internet',
    });
  });

  it.each(OWN_ADDRESSES)("refuses this server's own address %s", async (address) => {
    const updated = await owner.post(`/api/webhook/${await deliveredMessage()}`, {
      url: `http://${address}:3000/api/user`,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details[0]).toMatchObject({ path: 'body.url', code: 'host_not_allowed' });
  });

  it("refuses this server's own address although it is public", async () => {
    pretendOwnPublicAddress();
    const updated = await owner.post(`/api/webhook/${await deliveredMessage()}`, {
      url: 'http://93.184.216.34/',
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details[0]).toMatchObject({
      path: 'body.url',
      message: 'The host must not be this server',
    });
  });
});

describe('webhooks: WEBHOOK_ALLOWED_HOSTS, the same rule when saved as when sent (issue 28)', () => {
  it.each(['http://10.0.0.5/', 'https://10.0.0.5:9443/hooks', 'https://[fd00::5]:8443/hooks'])(
    'accepts the allowed %s',
    async (url) => {
      const id = await deliveredMessage();
      const updated = await owner.post(`/api/webhook/${id}`, { url });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().url).toBe(url);
    },
  );

  it.each(['http://10.0.0.6/', 'https://[fd00::5]/hooks', 'https://[fd00::6]:8443/hooks'])(
    'refuses %s: another address or port',
    async (url) => {
      const updated = await owner.post(`/api/webhook/${await deliveredMessage()}`, { url });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().details[0]).toMatchObject({
        path: 'body.url',
        message: 'The host must be reachable on the internet',
      });
    },
  );

  it("accepts the allowed address in a payment profile's webhook URL", async () => {
    const [row] = await app.query<{ id: string; webhook_transaction_update: string | null }>(
      'SELECT id, webhook_transaction_update FROM payment_profiles WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    const admin = await app.as(DEMO.pspAdmin);
    const accepted = await admin.post(`/api/paymentprofile/${row!.id}`, {
      webhook_transaction_update: 'http://10.0.0.5/payments',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Put back, so no payment of another test sends to it.
    const restored = await admin.post(`/api/paymentprofile/${row!.id}`, {
      webhook_transaction_update: row!.webhook_transaction_update,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('other webhook URLs: the same check', () => {
  it.each([
    ['paymentprofile', 'payment_profiles', 'webhook_transaction_update'],
    ['paymentprofile', 'payment_profiles', 'webhook_refund_update'],
    ['paymentprofile', 'payment_profiles', 'webhook_chargeback_update'],
    // A 3-D Secure ruleset takes no webhook at all (002 §5): one of the others.
    ['validationruleset', "validation_rulesets WHERE action <> '3dSecure'", 'webhook_url'],
    ['plan', 'plans', 'webhook_subscription_update'],
  ])('refuses a metadata address in %s (%s.%s)', async (resource, table, field) => {
    const [row] = await app.query<{ id: string }>(`SELECT id FROM ${table} LIMIT 1`);
    const admin = await app.as(DEMO.pspAdmin);
    const refused = await admin.post(`/api/${resource}/${row!.id}`, { [field]: 'http://169.254.169.254/' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({
      path: `body.${field}`,
      message: 'The host must be reachable on the internet',
    });
    const accepted = await admin.post(`/api/${resource}/${row!.id}`, {
      [field]: 'https://shop.example/hooks',
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('webhooks: the item', () => {
  it("accepts the caller's own item and refuses another merchant's or an unknown id", async () => {
    const own = await owner.post('/api/webhook', webhook({ item_id: await idIn('transactions', bakery) }));
    expect(own.statusCode).toBe(201);
    for (const itemId of [await idIn('transactions', sibling), randomUUID()]) {
      const refused = await owner.post('/api/webhook', webhook({ item_id: itemId }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0]).toMatchObject({ path: 'body.item_id', code: 'invalid_reference' });
    }
    // The id must be a record of the webhook's type: a transaction id is no card link.
    const wrongType = await owner.post(
      '/api/webhook',
      webhook({ type: 'cardlink', status: null, item_id: await idIn('transactions', bakery) }),
    );
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('routings: the processors the tree ends at', () => {
  it("refuses another merchant's processor or an unknown id in details, on create and on update", async () => {
    const mine = await routableProcessorOf(app, bakery);
    const tree = (endpoint: string) => ({
      if: [{ name: 'amount', operator: '>', value: '1000' }],
      // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
      then: endpoint,
      else: mine,
    });
    const created = await owner.post('/api/routing', {
      name: 'Large amounts',
      payment_product: 'card',
      details: tree(mine),
    });
    expect(created.statusCode).toBe(201);
    for (const endpoint of [await idIn('processors', sibling), randomUUID()]) {
      for (const answer of [
        await owner.post('/api/routing', { name: 'X', payment_product: 'card', details: tree(endpoint) }),
        await owner.post(`/api/routing/${created.json().id}`, { details: tree(endpoint) }),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().details[0]).toMatchObject({ path: 'body.details', code: 'invalid_reference' });
        expect(answer.json().details[0].message).toContain(endpoint);
      }
    }
  });
});
