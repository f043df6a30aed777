import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { INVALID_ROUTE_MESSAGE } from './payment-profile-rules.js';

let app: TestApp;
/** Atelier Noord: card payments by Adyen and Stripe, an iDEAL processor and a card routing over both. */
let atelier: { id: string; adyen: string; stripe: string; ideal: string; cardRouting: string };

beforeAll(async () => {
  app = await startTestApp();
  const id = await organisationIdOf(app, DEMO.siblingOwner);
  const processors = await app.query<{ id: string; payment_product: string; gateway: string }>(
    'SELECT id, payment_product, gateway FROM processors WHERE organisation_id = $1',
    [id],
  );
  const [routing] = await app.query<{ id: string }>(
    "SELECT id FROM routings WHERE organisation_id = $1 AND payment_product = 'card'",
    [id],
  );
  const find = (gateway: string) => processors.find((processor) => processor.gateway === gateway)!.id;
  atelier = {
    id,
    adyen: find('adyen'),
    stripe: find('stripe'),
    ideal: find('mollie'),
    cardRouting: routing!.id,
  };
});
afterAll(() => app?.close());

const minimal = { name: 'Webshop', display_name: 'Atelier Noord' };

function paths(body: { details?: { path: string }[] }): string[] {
  return (body.details ?? []).map((detail) => detail.path).sort();
}

describe('payment profiles: fields (000 §5)', () => {
  it.each([
    ['name', { ...minimal, name: '' }],
    ['display_name', { name: 'Webshop' }],
    ['organisation', { ...minimal, organisation: '' }],
    ['currency_code', { ...minimal, currency_code: '' }],
    ['currency_code', { ...minimal, currency_code: 'EURO' }],
    ['webhook_chargeback_update', { ...minimal, webhook_chargeback_update: 'not a url' }],
    ['webhook_refund_update', { ...minimal, webhook_refund_update: 'shop.example/refunds' }],
    ['webhook_transaction_update', { ...minimal, webhook_transaction_update: 'http//x' }],
    ['webhook_failed_email', { ...minimal, webhook_failed_email: 'tech-at-shop' }],
  ])('refuses a bad %s naming the field', async (field, body) => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.post('/api/paymentprofile', body);
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual([`body.${field}`]);
  });

  it('creates with the organisation of the caller and its base currency by default', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.post('/api/paymentprofile', {
      ...minimal,
      webhook_transaction_update: 'https://shop.example/hooks/transactions',
      webhook_failed_email: 'tech@shop.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      organisation: atelier.id,
      currency_code: 'EUR',
      processors: [],
      routing: {},
      webhook_failed_email: 'tech@shop.example',
    });
  });

  it('takes the base currency of the organisation the profile is made for', async () => {
    const [camden] = await app.query<{ id: string; base_currency: string }>(
      "SELECT id, base_currency FROM organisations WHERE base_currency <> 'EUR' ORDER BY name LIMIT 1",
    );
    const admin = await app.as(DEMO.pspAdmin);
    const response = await admin.post('/api/paymentprofile', { ...minimal, organisation: camden!.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().currency_code).toBe(camden!.base_currency);
  });

  it('keeps organisation and currency fixed once the profile exists', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const shop = await organisationIdOf(app, DEMO.shopOwner);
    const profile = (await owner.post('/api/paymentprofile', minimal)).json();
    expect(profile.organisation).toBe(bakery);

    const moved = await owner.post(`/api/paymentprofile/${profile.id}`, { organisation: shop });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      expect.objectContaining({
        path: 'body.organisation',
        code: 'immutable',
        expected: bakery,
        actual: shop,
      }),
    ]);
    const recurrency = await owner.post(`/api/paymentprofile/${profile.id}`, { currency_code: 'USD' });
    expect(recurrency.statusCode).toBe(400);
    expect(recurrency.json().details).toEqual([
      expect.objectContaining({ path: 'body.currency_code', code: 'immutable' }),
    ]);

    // The form sends the whole profile back: the unchanged values are accepted.
    const same = await owner.post(`/api/paymentprofile/${profile.id}`, {
      organisation: bakery,
      currency_code: 'EUR',
      name: 'Webshop NL',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ organisation: bakery, currency_code: 'EUR', name: 'Webshop NL' });
  });

  it('leaves processors, middlewares and routing alone on a partial update', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const profile = (
      await owner.post('/api/paymentprofile', {
        ...minimal,
        processors: [atelier.adyen, atelier.stripe],
        intelligent_routing: true,
        routing: { card: atelier.cardRouting },
      })
    ).json();
    const renamed = await owner.post(`/api/paymentprofile/${profile.id}`, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Renamed',
      processors: [atelier.adyen, atelier.stripe],
      intelligent_routing: true,
      routing: { card: atelier.cardRouting },
    });
  });
});

describe('payment profiles: processors and routing (000 §5)', () => {
  it('refuses a route using a processor that is not on the profile (invalidRoute)', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.post('/api/paymentprofile', {
      ...minimal,
      processors: [atelier.adyen, atelier.ideal],
      intelligent_routing: true,
      routing: { card: atelier.cardRouting },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        path: 'body.routing.card',
        code: 'invalidRoute',
        message: INVALID_ROUTE_MESSAGE,
        expected: [atelier.stripe],
        actual: atelier.cardRouting,
      },
    ]);
  });

  it('refuses an update that removes a processor the stored route uses', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const profile = (
      await owner.post('/api/paymentprofile', {
        ...minimal,
        processors: [atelier.adyen, atelier.stripe],
        routing: { card: atelier.cardRouting },
      })
    ).json();
    const response = await owner.post(`/api/paymentprofile/${profile.id}`, { processors: [atelier.adyen] });
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual(['body.routing.card']);
    // Clearing the route in the same request is accepted.
    const cleared = await owner.post(`/api/paymentprofile/${profile.id}`, {
      processors: [atelier.adyen],
      routing: {},
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ processors: [atelier.adyen], routing: {} });
  });

  it('accepts unroutable processors: a warning of the form, not an error', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.post('/api/paymentprofile', {
      ...minimal,
      processors: [atelier.adyen, atelier.stripe],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().processors).toEqual([atelier.adyen, atelier.stripe]);
  });

  it.each([
    ['a routing of another payment product', () => ({ ideal: atelier.cardRouting }), 'body.routing.ideal'],
    ['an unknown routing', () => ({ card: '00000000-0000-4000-8000-000000000000' }), 'body.routing.card'],
    ['a key that is not a payment product', () => ({ cash: atelier.cardRouting }), 'body.routing.cash'],
  ])('refuses %s', async (_, routing, path) => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.post('/api/paymentprofile', {
      ...minimal,
      processors: [atelier.adyen, atelier.stripe],
      routing: routing(),
    });
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual([path]);
  });

  it('refuses a routing of another organisation', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const response = await owner.post('/api/paymentprofile', {
      ...minimal,
      routing: { card: atelier.cardRouting },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ path: 'body.routing.card', code: 'invalid_reference' }),
    ]);
  });

  it("refuses a PSP user another organisation's processors, middlewares or routing on a merchant's profile", async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const [bakeryProfile] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 ORDER BY name LIMIT 1',
      [bakery],
    );
    const [middleware] = await app.query<{ id: string }>(
      'SELECT id FROM middlewares WHERE organisation_id = $1 LIMIT 1',
      [atelier.id],
    );
    const before = await app.query<{ processor_id: string }>(
      'SELECT processor_id FROM payment_profile_processors WHERE payment_profile_id = $1 ORDER BY position',
      [bakeryProfile!.id],
    );
    for (const [body, path] of [
      [{ processors: [atelier.adyen] }, 'body.processors'],
      [{ routing: { card: atelier.cardRouting } }, 'body.routing.card'],
      ...(middleware ? [[{ middlewares: [middleware.id] }, 'body.middlewares'] as const] : []),
    ] as const) {
      const response = await psp.post(`/api/paymentprofile/${bakeryProfile!.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(response.json())).toContain(path);
    }
    const after = await app.query<{ processor_id: string }>(
      'SELECT processor_id FROM payment_profile_processors WHERE payment_profile_id = $1 ORDER BY position',
      [bakeryProfile!.id],
    );
    expect(after).toEqual(before);
  });

  it('reports every problem of a request at once', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const profile = (await owner.post('/api/paymentprofile', minimal)).json();
    const response = await owner.post(`/api/paymentprofile/${profile.id}`, {
      currency_code: 'GBP',
      processors: [atelier.adyen],
      routing: { card: atelier.cardRouting },
    });
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual(['body.currency_code', 'body.routing.card']);
  });
});

describe('payment profiles: list and data sources (000 §6, §7)', () => {
  it('lists with the organisation populated and searches id, name and display_name', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const created = (
      await owner.post('/api/paymentprofile', { name: 'Pop-up store', display_name: 'Noord Pop-up' })
    ).json();
    for (const search of ['pop-up store', 'noord pop', created.id]) {
      const list = await owner.get(
        `/api/paymentprofile?_populate=organisation&_search=${encodeURIComponent(search)}`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        expect.objectContaining({
          id: created.id,
          organisation: expect.objectContaining({ id: atelier.id }),
        }),
      ]);
    }
  });

  it('answers the routings grouped by payment product', async () => {
    const owner = await app.as(DEMO.siblingOwner);
    const response = await owner.get('/api/paymentprofile/routing');
    expect(response.statusCode).toBe(200);
    const grouped = response.json() as Record<
      string,
      { id: string; payment_product: string; processors: string }[]
    >;
    expect(grouped.card?.map((routing) => routing.id)).toContain(atelier.cardRouting);
    for (const [product, routings] of Object.entries(grouped)) {
      for (const routing of routings) expect(routing.payment_product).toBe(product);
    }
    const card = grouped.card!.find((routing) => routing.id === atelier.cardRouting)!;
    expect(card.processors.split(',').sort()).toEqual([atelier.adyen, atelier.stripe].sort());
  });

  it('checks the role of every data source', async () => {
    const support = await app.as(DEMO.bakerySupport);
    for (const url of [
      '/api/paymentprofile',
      '/api/paymentprofile/routing',
      '/api/processor?_limit=2000',
      '/api/middleware',
    ]) {
      expect((await support.get(url)).statusCode, url).toBe(403);
    }
    // The demo web developer edits payment profiles but may not read the other sources.
    const developer = await app.as(DEMO.siblingWebDeveloper);
    expect((await developer.get('/api/paymentprofile?_populate=organisation')).statusCode).toBe(200);
    expect((await developer.get('/api/organisation')).statusCode).toBe(200);
    for (const url of ['/api/paymentprofile/routing', '/api/processor?_limit=2000', '/api/middleware']) {
      expect((await developer.get(url)).statusCode, url).toBe(403);
    }
    const owner = await app.as(DEMO.siblingOwner);
    const processors = await owner.get('/api/processor?_limit=2000');
    expect(processors.statusCode).toBe(200);
    expect(processors.json().map((processor: { id: string }) => processor.id)).toEqual(
      expect.arrayContaining([atelier.adyen, atelier.stripe, atelier.ideal]),
    );
  });
});
