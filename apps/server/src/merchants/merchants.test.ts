import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;
let shop: string;
let atelier: string;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  shop = await organisationIdOf(app, DEMO.shopOwner);
  atelier = await organisationIdOf(app, DEMO.siblingOwner);
});
afterAll(() => app?.close());

interface MerchantRow {
  id: string;
  name: string;
  active: boolean;
  deactivation_reason: string | null;
  amount: number;
  count: number;
  currency_code: string;
  parent: { id: string; name: string } | null;
  last24hours: { currency_code: string; amount: number; count: number }[];
}

describe('GET /api/psp/merchant', () => {
  it('lists merchants by their amount of the last 24 hours in one currency, with every currency apart', async () => {
    // Fresh accepted payments in two currencies: the euros count for the sort, the pounds only beside them.
    await app.query(
      `INSERT INTO transactions (organisation_id, payment_profile_id, merchant_reference, amount, currency_code,
         status, payment_product)
       SELECT $1, (SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1), 'M-' || n, a, c, s, 'card'
       FROM (VALUES (1, 90000000, 'EUR', 'AUTHORIZED'), (2, 500, 'GBP', 'SETTLED'),
                    (3, 70000000, 'EUR', 'DECLINED')) AS v(n, a, c, s)`,
      [atelier],
    );
    const psp = await app.as(DEMO.pspAdmin);
    const response = await psp.get('/api/psp/merchant?active=true&_sort=-amount&_limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<MerchantRow[]>();
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    expect(rows.every((row) => row.active && row.currency_code === 'EUR')).toBe(true);
    const amounts = rows.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const first = rows[0]!;
    expect(first.id).toBe(atelier);
    const euros = first.last24hours.find((volume) => volume.currency_code === 'EUR')!;
    const pounds = first.last24hours.find((volume) => volume.currency_code === 'GBP')!;
    // The declined payment took no money: neither its amount nor its count is there.
    expect(first.amount).toBe(euros.amount);
    expect(euros.amount).toBeGreaterThanOrEqual(90000000);
    expect(euros.amount).toBeLessThan(160000000);
    expect(pounds).toMatchObject({ amount: 500, count: 1 });
    expect(first.count).toBe(first.last24hours.reduce((sum, volume) => sum + volume.count, 0));
    expect(rows.find((row) => row.id === shop)?.parent?.id).toBe(bakery);

    const inPounds = (await psp.get('/api/psp/merchant?currency_code=GBP&_limit=1')).json<MerchantRow[]>();
    expect(inPounds[0]).toMatchObject({ id: atelier, amount: 500, currency_code: 'GBP' });
  });

  it('answers 400 naming an unknown parameter or sort, and 403 to merchants', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const unknown = await psp.get('/api/psp/merchant?colour=red&_sort=volume');
    expect(unknown.statusCode).toBe(400);
    expect(
      unknown
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['query._sort', 'query.colour']);
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/psp/merchant')).statusCode).toBe(403);
    expect((await owner.post(`/api/psp/merchant/${bakery}/deactivate`)).statusCode).toBe(403);
  });

  it('lets the support role read the list but not toggle a merchant', async () => {
    const support = await app.as(DEMO.pspSupport);
    expect((await support.get('/api/psp/merchant')).statusCode).toBe(200);
    expect((await support.post(`/api/psp/merchant/${bakery}/deactivate`)).statusCode).toBe(403);
  });
});

describe('POST /api/psp/merchant/{id}/deactivate and activate', () => {
  it('refuses a deactivated merchant and its shops at /v1 and the hosted page, tells its users, and restores all on activate', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [profile] = await app.query<{ id: string; currency_code: string }>(
      'SELECT id, currency_code FROM payment_profiles WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [bakery],
    );
    const link = (
      await owner.post('/api/paymentlink', {
        payment_profile: profile!.id,
        amount: 1250,
        currency_code: profile!.currency_code,
        merchant_reference: 'TOGGLE-1',
      })
    ).json<{ id: string; url: string }>();
    const page = () => app.anonymous.get(`/pay/${link.url.split('/pay/')[1]}`);
    const bakeryKey = app.withApiKey((await app.newApiKey(bakery)).secret);
    const shopKey = app.withApiKey((await app.newApiKey(shop)).secret);
    const atelierKey = app.withApiKey((await app.newApiKey(atelier)).secret);
    expect((await bakeryKey.get('/v1/transactions?_limit=1')).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);

    const psp = await app.as(DEMO.pspAdmin);
    // Deactivating asks why (400 naming body.reason without one); the reason is kept, shown and sent.
    const unexplained = await psp.post(`/api/psp/merchant/${bakery}/deactivate`, { reason: '  ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toMatchObject({ details: [{ path: 'body.reason' }] });
    const deactivated = await psp.post(`/api/psp/merchant/${bakery}/deactivate`, {
      reason: 'Unpaid invoices since September',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toEqual({ id: bakery, active: false });

    for (const key of [bakeryKey, shopKey]) {
      const refused = await key.get('/v1/transactions?_limit=1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('merchant_inactive');
    }
    expect((await atelierKey.get('/v1/transactions?_limit=1')).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(410);
    expect((await owner.get('/api/auth/me')).json().organisation).toMatchObject({
      active: false,
      deactivation_reason: 'Unpaid invoices since September',
    });
    // A shop is told its chain's reason.
    expect((await (await app.as(DEMO.shopOwner)).get('/api/auth/me')).json().organisation).toMatchObject({
      active: false,
      deactivation_reason: 'Unpaid invoices since September',
    });
    const mails = await app.query<{ recipient: string; text: string }>(
      `SELECT m.recipient, m.text FROM mail_outbox m JOIN users u ON u.email = m.recipient
        WHERE u.organisation_id = $1 AND m.text LIKE '%Unpaid invoices since September%'`,
      [bakery],
    );
    expect(mails.length).toBeGreaterThan(0);
    // The back-office stays open to its users and to provider staff.
    expect((await owner.get('/api/transaction?_limit=1')).statusCode).toBe(200);
    expect((await psp.inScope(bakery).get('/api/transaction?_limit=1')).statusCode).toBe(200);
    const inactive = (await psp.get('/api/psp/merchant?active=false')).json<MerchantRow[]>();
    expect(inactive.map((row) => row.id)).toContain(bakery);
    expect(inactive.every((row) => !row.active)).toBe(true);
    expect(inactive.find((row) => row.id === bakery)?.deactivation_reason).toBe(
      'Unpaid invoices since September',
    );

    const again = await psp.post(`/api/psp/merchant/${bakery}/deactivate`, {
      reason: 'Unpaid invoices since September',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('merchant_already_inactive');

    const activated = await psp.post(`/api/psp/merchant/${bakery}/activate`);
    expect(activated.json()).toEqual({ id: bakery, active: true });
    expect((await bakeryKey.get('/v1/transactions?_limit=1')).statusCode).toBe(200);
    expect((await shopKey.get('/v1/transactions?_limit=1')).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect((await owner.get('/api/auth/me')).json().organisation).toMatchObject({
      active: true,
      deactivation_reason: null,
    });

    const events = await app.query<{ type: string; actor_kind: string; before: unknown; after: unknown }>(
      `SELECT type, actor_kind, before, after FROM events WHERE resource_id = $1 AND type LIKE 'organisation.%activated'
       ORDER BY created_at, id`,
      [bakery],
    );
    expect(events).toEqual([
      {
        type: 'organisation.deactivated',
        actor_kind: 'user',
        before: { active: true },
        after: { active: false, reason: 'Unpaid invoices since September' },
      },
      {
        type: 'organisation.activated',
        actor_kind: 'user',
        before: { active: false },
        after: { active: true },
      },
    ]);
  });

  it('answers 404 for the provider organisation and an unknown id', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const [provider] = await app.query<{ id: string }>(
      "SELECT id FROM organisations WHERE kind = 'provider'",
    );
    expect(
      (await psp.post(`/api/psp/merchant/${provider!.id}/deactivate`, { reason: 'Not a merchant' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await psp.post('/api/psp/merchant/00000000-0000-4000-8000-000000000000/activate')).statusCode,
    ).toBe(404);
    expect((await psp.post('/api/psp/merchant/nope/activate')).statusCode).toBe(400);
  });
});
