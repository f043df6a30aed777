import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;
let bakery: string;
let sibling: string;

beforeAll(async () => {
  app = await startTestApp();
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
    const mine = await idIn('processors', bakery);
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
