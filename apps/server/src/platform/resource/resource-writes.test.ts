import { RESOURCE_ACCESS } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.js';
import { DEMO, organisationIdOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: Client;
let owner: Client;
let bakery: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.as(DEMO.super);
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
});
afterAll(() => app?.close());

const unknownField = (body: string) =>
  (JSON.parse(body) as { details?: Row[] }).details?.find((detail) => detail.path === 'body.no_such_field');

describe('unknown body fields are refused, naming them', () => {
  const creatable = RESOURCES.filter((r) => r.createSchema && 'create' in RESOURCE_ACCESS[r.name]);
  const updatable = RESOURCES.filter((r) => r.updateSchema && 'update' in RESOURCE_ACCESS[r.name]);

  it.each(creatable.map((r) => r.name))('on create of %s', async (name) => {
    const response = await admin.request('POST', `/api/${name}`, { no_such_field: 1 });
    expect(response.statusCode).toBe(400);
    expect(unknownField(response.body)).toMatchObject({ code: 'unrecognized_keys' });
  });

  it.each(updatable.map((r) => r.name))('on update of %s', async (name) => {
    const [record] = (await admin.get(`/api/${name}?_limit=1`)).json() as Row[];
    const response = await admin.request('PUT', `/api/${name}/${record!.id}`, { no_such_field: 1 });
    expect(response.statusCode).toBe(400);
    expect(unknownField(response.body)).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('on the routes outside the resource layer too (login, profile)', async () => {
    const login = await app.anonymous.post('/api/auth/login', {
      username: DEMO.bakeryOwner,
      password: 'whatever',
      no_such_field: true,
    });
    expect(login.statusCode).toBe(400);
    expect(unknownField(login.body)).toMatchObject({ code: 'unrecognized_keys' });
    const profile = await owner.request('PUT', '/api/auth/profile', { name: 'Owner', no_such_field: 1 });
    expect(profile.statusCode).toBe(400);
    expect(unknownField(profile.body)).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('inside nested objects too: a routing node and a condition (the OpenAPI test holds every body to it)', async () => {
    const [processor] = (await owner.get('/api/processor?payment_product=card&_limit=1')).json() as Row[];
    const node = {
      if: [{ name: 'amount', operator: '>', value: '100' }],
      // biome-ignore lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
      then: processor!.id,
      else: processor!.id,
    };
    const nested = await owner.post('/api/routing', {
      name: 'Nested',
      payment_product: 'card',
      details: { ...node, if: [{ ...node.if[0], no_such_field: 1 }], priority: 2 },
    });
    expect(nested.statusCode).toBe(400);
    const paths = (nested.json() as { details: Row[] }).details
      .filter((detail) => detail.code === 'unrecognized_keys')
      .map((detail) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.details.priority', 'body.details.if.0.no_such_field']),
    );
  });

  it("accepts the record's own id in an update body (000 §4 toggles send it) and refuses another", async () => {
    const [mail] = (await admin.get('/api/welcomemail?_limit=1')).json() as Row[];
    const same = await admin.request('PUT', `/api/welcomemail/${mail!.id}`, {
      id: mail!.id,
      name: 'Renamed',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ id: mail!.id, name: 'Renamed' });
    const other = await admin.request('PUT', `/api/welcomemail/${mail!.id}`, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Renamed',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([expect.objectContaining({ path: 'body.id' })]);
  });
});

describe('json fields that hold lists', () => {
  const rules = [
    { name: 'amount', operator: '>', value: '10000' },
    { name: 'country_code', operator: 'IN', value: ['NL', 'BE'] },
  ];

  it('stores and changes ruleset rules', async () => {
    const created = await owner.post('/api/validationruleset', {
      name: 'Big foreign',
      action: 'block',
      rules,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rules).toEqual(rules);
    const changed = await owner.request('PUT', `/api/validationruleset/${created.json().id}`, {
      rules: rules.slice(1),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Big foreign', rules: rules.slice(1) });
  });

  it('stores pricing fees as lists, empty ones too, and the list still answers', async () => {
    const fees = [{ payment_product: 'card', currency_code: 'EUR', fixed: 25, percentage: 140 }];
    const full = await admin.post('/api/pricingscheme', {
      organisation: bakery,
      type: 'COST',
      name: 'Full',
      fees,
    });
    expect(full.statusCode, full.body).toBe(201);
    // A line stores its defaults too: charged on payments, any brand and region, no bounds.
    expect(full.json().fees).toEqual([
      { ...fees[0], event: 'payment', card_brand: null, region: null, minimum: null, maximum: null },
    ]);
    const empty = await admin.post('/api/pricingscheme', {
      organisation: bakery,
      type: 'COST',
      name: 'Empty',
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().fees).toEqual([]);
    const [stored] = await app.query<{ kind: string }>(
      'SELECT jsonb_typeof(fees) AS kind FROM pricing_schemes WHERE id = $1',
      [empty.json().id],
    );
    expect(stored!.kind).toBe('array');
    const list = await admin.get('/api/pricingscheme?_limit=500');
    expect(list.statusCode, list.body).toBe(200);
  });
});
