import { LINK_MAX_LIFETIME_DAYS, MAX_AMOUNT, platformMaxAmount } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireLinks } from '../lifecycle/lifecycle-jobs.js';
import { processorGateway } from '../lifecycle/processor-gateway.js';
import { simulatedProcessor } from '../payments/processor-adapter.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;
let atelier: string;
/** One profile, customer and checkout design of each merchant. */
const of: Record<string, { profile: string; currency: string; customer: string; design: string }> = {};
const DAY = 86_400_000;

async function firstOf(organisation: string) {
  const [row] = await app.query<{ profile: string; currency: string; customer: string; design: string }>(
    `SELECT (SELECT id FROM payment_profiles WHERE organisation_id = $1 ORDER BY id LIMIT 1) AS profile,
            (SELECT currency_code FROM payment_profiles WHERE organisation_id = $1 ORDER BY id LIMIT 1) AS currency,
            (SELECT id FROM customers WHERE organisation_id = $1 ORDER BY id LIMIT 1) AS customer,
            (SELECT id FROM checkout_designs WHERE organisation_id = $1 ORDER BY id LIMIT 1) AS design`,
    [organisation],
  );
  return row!;
}

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  atelier = await organisationIdOf(app, DEMO.siblingOwner);
  of.bakery = await firstOf(bakery);
  of.atelier = await firstOf(atelier);
});
afterAll(() => app?.close());

function paymentLinkBody(overrides: Record<string, unknown> = {}) {
  return {
    payment_profile: of.bakery!.profile,
    amount: 4250,
    currency_code: of.bakery!.currency,
    description: 'Verjaardagstaart',
    merchant_reference: 'ORDER-1',
    ...overrides,
  };
}

async function eventsOf(id: string) {
  return app.query<{ type: string; actor_kind: string; before: unknown; after: unknown }>(
    'SELECT type, actor_kind, before, after FROM events WHERE resource_id = $1 ORDER BY created_at, id',
    [id],
  );
}

describe('payment links at the API', () => {
  it('creates a link with its hosted page URL and a default expiry of 14 days', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post(
      '/api/paymentlink',
      paymentLinkBody({ checkout_design: of.bakery!.design }),
    );
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ status: 'CREATED', active: true, reusable: false, organisation: bakery });
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/pay\/[0-9a-f]{64}$/);
    const lifetime = new Date(link.expires_at).getTime() - testNow().getTime();
    expect(lifetime).toBeGreaterThan(13.9 * DAY);
    expect(lifetime).toBeLessThan(14.1 * DAY);
  });

  it("refuses another merchant's profile, customer and design by name, also from provider staff", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const foreign = {
      payment_profile: of.atelier!.profile,
      customer: of.atelier!.customer,
      checkout_design: of.atelier!.design,
    };
    const response = await owner.post('/api/paymentlink', paymentLinkBody(foreign));
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .details.map((detail: { path: string; code: string }) => `${detail.path} ${detail.code}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.payment_profile invalid_reference',
        'body.customer invalid_reference',
        'body.checkout_design invalid_reference',
      ]),
    );
    // Provider staff see both merchants: the link of the bakery still may not name Atelier Noord's records.
    const psp = await app.as(DEMO.pspAdmin);
    for (const [field, id] of Object.entries(foreign)) {
      const mixed = await psp.post(
        '/api/paymentlink',
        paymentLinkBody({ organisation: bakery, [field]: id }),
      );
      expect(mixed.statusCode, field).toBe(400);
      expect(mixed.json().details).toEqual([
        expect.objectContaining({ path: `body.${field}`, code: 'invalid_reference' }),
      ]);
    }
  });

  it('takes only the currency of the profile, an expiry ahead within 70 days, an amount up to the maximum', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const other = of.bakery!.currency === 'EUR' ? 'USD' : 'EUR';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency_code: other }, 'body.currency_code', 'currency_mismatch'],
      [{ expires_at: new Date(testNow().getTime() - 60_000).toISOString() }, 'body.expires_at', 'in_past'],
      [
        { expires_at: new Date(testNow().getTime() + (LINK_MAX_LIFETIME_DAYS + 1) * DAY).toISOString() },
        'body.expires_at',
        'too_late',
      ],
      [{ amount: MAX_AMOUNT + 1 }, 'body.amount', 'too_big'],
      // Within the field's bounds, above the most the profile takes: a link nobody could ever pay.
      [{ amount: platformMaxAmount(of.bakery!.currency) + 1 }, 'body.amount', 'too_big'],
    ];
    for (const [overrides, path, code] of cases) {
      const response = await owner.post('/api/paymentlink', paymentLinkBody(overrides));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path, code })]);
    }
    const withExpiry = await owner.post(
      '/api/paymentlink',
      paymentLinkBody({ expires_at: new Date(testNow().getTime() + 69 * DAY).toISOString(), reusable: true }),
    );
    expect(withExpiry.statusCode).toBe(201);
  });

  it('keeps what the customer was sent: only description and expiry change, never active', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const link = (await owner.post('/api/paymentlink', paymentLinkBody())).json();
    for (const field of ['active', 'amount', 'currency_code', 'payment_profile', 'return_url', 'reusable']) {
      const response = await owner.request('PUT', `/api/paymentlink/${link.id}`, {
        [field]: field === 'active' ? true : 1,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
        `body.${field}`,
      ]);
    }
    const edited = await owner.request('PUT', `/api/paymentlink/${link.id}`, { description: 'Kerststol' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().description).toBe('Kerststol');
    const late = await owner.request('PUT', `/api/paymentlink/${link.id}`, {
      expires_at: new Date(testNow().getTime() + 90 * DAY).toISOString(),
    });
    expect(late.statusCode).toBe(400);
  });

  it('deactivates an open link once, with its event; then it cannot change or be deactivated again', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const link = (await owner.post('/api/paymentlink', paymentLinkBody())).json();
    const deactivated = await owner.post(`/api/paymentlink/${link.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ id: link.id, status: 'CREATED', active: false });
    const events = await eventsOf(link.id);
    expect(events.map((event) => event.type)).toEqual(['paymentlink.created', 'paymentlink.status_changed']);
    expect(events[1]).toMatchObject({
      actor_kind: 'user',
      before: { status: 'CREATED', active: true },
      after: { status: 'CREATED', active: false, transaction: null },
    });
    const again = await owner.post(`/api/paymentlink/${link.id}/deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'invalid_status' });
    expect(again.json().message).toMatch(/deactivated/);
    const edit = await owner.request('PUT', `/api/paymentlink/${link.id}`, { description: 'again' });
    expect(edit.statusCode).toBe(409);
  });

  it("refuses to deactivate a paid or expired link (409 from/to), another merchant's (404) and without the role (403)", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [done] = await app.query<{ id: string }>(
      "SELECT id FROM payment_links WHERE organisation_id = $1 AND status = 'DONE' LIMIT 1",
      [bakery],
    );
    const paid = await owner.post(`/api/paymentlink/${done!.id}/deactivate`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().details[0]).toMatchObject({
      code: 'invalid_status',
      actual: 'DONE',
      expected: ['CREATED', 'INITIATED'],
    });
    expect(paid.json().message).toBe('A DONE payment link cannot move to deactivated');

    const atelierOwner = await app.as(DEMO.siblingOwner);
    const foreign = (
      await atelierOwner.post('/api/paymentlink', {
        payment_profile: of.atelier!.profile,
        amount: 1500,
        currency_code: of.atelier!.currency,
      })
    ).json();
    expect((await owner.post(`/api/paymentlink/${foreign!.id}/deactivate`)).statusCode).toBe(404);

    const link = (await owner.post('/api/paymentlink', paymentLinkBody())).json();
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get(`/api/paymentlink/${link.id}`)).statusCode).toBe(200);
    expect((await support.post(`/api/paymentlink/${link.id}/deactivate`)).statusCode).toBe(403);
    expect((await support.post('/api/paymentlink', paymentLinkBody())).statusCode).toBe(403);
    // Provider staff inside the merchant may, as its owner may.
    const psp = (await app.as(DEMO.pspAdmin)).inScope(bakery);
    expect((await psp.post(`/api/paymentlink/${link.id}/deactivate`)).statusCode).toBe(200);
  });

  it("lists a link's payments by payment_link", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [paid] = await app.query<{ id: string; transaction_id: string }>(
      "SELECT id, transaction_id FROM payment_links WHERE organisation_id = $1 AND status = 'DONE' LIMIT 1",
      [bakery],
    );
    const payments = (await owner.get(`/api/transaction?payment_link=${paid!.id}`)).json();
    expect(payments.map((payment: { id: string }) => payment.id)).toEqual([paid!.transaction_id]);
  });
});

describe('card-add links at the API', () => {
  it('creates a link for a customer of the merchant only, and cancels it while open', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const foreign = await owner.post('/api/cardaddlink', {
      payment_profile: of.bakery!.profile,
      customer: of.atelier!.customer,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      expect.objectContaining({ path: 'body.customer', code: 'invalid_reference' }),
    ]);

    const created = await owner.post('/api/cardaddlink', {
      payment_profile: of.bakery!.profile,
      customer: of.bakery!.customer,
      checkout_design: of.bakery!.design,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link.status).toBe('CREATED');
    expect(new Date(link.expires_at).getTime() - testNow().getTime()).toBeGreaterThan(6.9 * DAY);
    expect(
      (await owner.request('PUT', `/api/cardaddlink/${link.id}`, { status: 'CANCELLED' })).statusCode,
    ).toBe(400);

    const cancelled = await owner.post(`/api/cardaddlink/${link.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    const events = await eventsOf(link.id);
    expect(events.at(-1)).toMatchObject({
      type: 'cardaddlink.status_changed',
      before: { status: 'CREATED' },
      after: { status: 'CANCELLED', card: null },
    });
    const again = await owner.post(`/api/cardaddlink/${link.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A CANCELLED card-add link cannot move to CANCELLED');
    expect(
      (await (await app.as(DEMO.bakerySupport)).post(`/api/cardaddlink/${link.id}/cancel`)).statusCode,
    ).toBe(403);
  });
});

describe('the link expiry job', () => {
  it('moves open links past their expiry to EXPIRED (payment links inactive) with events, once', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const paymentLink = (await owner.post('/api/paymentlink', paymentLinkBody())).json();
    const cardAddLink = (
      await owner.post('/api/cardaddlink', {
        payment_profile: of.bakery!.profile,
        customer: of.bakery!.customer,
      })
    ).json();
    const done = (await owner.post('/api/paymentlink', paymentLinkBody())).json();
    await app.query(
      "UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::uuid[])",
      [[paymentLink.id, done.id]],
    );
    await app.query("UPDATE payment_links SET status = 'DONE', active = false WHERE id = $1", [done.id]);
    await app.query("UPDATE card_add_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      cardAddLink.id,
    ]);

    const { database, events, resources } = app.server;
    const dependencies = { database, events, resources, gateway: processorGateway(simulatedProcessor) };
    expect(await expireLinks(dependencies)).toBeGreaterThanOrEqual(2);
    expect((await owner.get(`/api/paymentlink/${paymentLink.id}`)).json()).toMatchObject({
      status: 'EXPIRED',
      active: false,
    });
    expect((await owner.get(`/api/cardaddlink/${cardAddLink.id}`)).json()).toMatchObject({
      status: 'EXPIRED',
    });
    expect((await owner.get(`/api/paymentlink/${done.id}`)).json().status).toBe('DONE');
    const expired = (await eventsOf(paymentLink.id)).at(-1);
    expect(expired).toMatchObject({
      type: 'paymentlink.status_changed',
      actor_kind: 'system',
      after: { status: 'EXPIRED', active: false },
    });
    expect((await eventsOf(cardAddLink.id)).at(-1)).toMatchObject({
      type: 'cardaddlink.status_changed',
      after: { status: 'EXPIRED' },
    });
    // A second run finds nothing of these: no second event.
    await expireLinks(dependencies);
    expect(await eventsOf(paymentLink.id)).toHaveLength(2);
    expect(await eventsOf(cardAddLink.id)).toHaveLength(2);
  });
});

describe('links in the payments API (/v1)', () => {
  it("lets a merchant's API key create, read, list and deactivate its payment links, and no other merchant's", async () => {
    const key = app.withApiKey((await app.newApiKey(bakery)).secret);
    const created = await key.post('/v1/payment_links', paymentLinkBody({ merchant_reference: 'API-1' }));
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ organisation: bakery, status: 'CREATED', active: true });
    expect(link.url).toMatch(/\/pay\/[0-9a-f]{64}$/);
    expect((await key.get(`/v1/payment_links/${link.id}`)).json()).toMatchObject({ id: link.id });
    const listed = await key.get('/v1/payment_links?merchant_reference=API-1');
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual([link.id]);

    const deactivated = await key.post(`/v1/payment_links/${link.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false, status: 'CREATED' });
    expect((await key.post(`/v1/payment_links/${link.id}/deactivate`)).statusCode).toBe(409);
    expect((await eventsOf(link.id)).map((event) => [event.type, event.actor_kind])).toEqual([
      ['paymentlink.created', 'apiKey'],
      ['paymentlink.status_changed', 'apiKey'],
    ]);

    const owner = await app.as(DEMO.siblingOwner);
    const theirs = (
      await owner.post('/api/paymentlink', {
        ...paymentLinkBody(),
        payment_profile: of.atelier!.profile,
        currency_code: of.atelier!.currency,
      })
    ).json();
    expect((await key.get(`/v1/payment_links/${theirs.id}`)).statusCode).toBe(404);
    expect((await key.post(`/v1/payment_links/${theirs.id}/deactivate`)).statusCode).toBe(404);
    expect(
      (await key.post('/v1/payment_links', { ...paymentLinkBody(), payment_profile: of.atelier!.profile }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a key limited to one payment profile to links of that profile', async () => {
    const [other] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 AND id <> $2 LIMIT 1',
      [bakery, of.bakery!.profile],
    );
    const limited = app.withApiKey((await app.newApiKey(bakery, other!.id)).secret);
    const refused = await limited.post('/v1/payment_links', paymentLinkBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'payment_profile_not_allowed' });
    const card = await limited.post('/v1/card_add_links', {
      payment_profile: of.bakery!.profile,
      customer: of.bakery!.customer,
    });
    expect(card.statusCode).toBe(403);
  });

  it('creates and cancels a card-add link with an API key', async () => {
    const key = app.withApiKey((await app.newApiKey(bakery)).secret);
    const created = await key.post('/v1/card_add_links', {
      payment_profile: of.bakery!.profile,
      customer: of.bakery!.customer,
    });
    expect(created.statusCode, created.body).toBe(201);
    const cancelled = await key.post(`/v1/card_add_links/${created.json().id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
  });
});
