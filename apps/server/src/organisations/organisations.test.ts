import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let owner: Client;
let bakery: string;
let provider: string;
let sibling: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  provider = await organisationIdOf(app, DEMO.pspAdmin);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
});
afterAll(() => app?.close());

const valid = () => ({ name: 'Bakkerij Oost', country_code: 'NL', parent: bakery });

async function created(client: Client, body: Row): Promise<Row> {
  const response = await client.post('/api/organisation', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function detailsOf(response: { json(): unknown }): Row[] {
  return (response.json() as { details: Row[] }).details;
}

describe('organisation validation (000 §5): the same rules as the form, 400 naming the field', () => {
  it.each([
    ['name', { name: '' }, 'too_small'],
    ['name', { name: undefined }, 'invalid_type'],
    ['country_code', { country_code: undefined }, 'invalid_value'],
    ['country_code', { country_code: 'XX' }, 'invalid_value'],
    ['email', { email: 'x' }, 'invalid_format'],
    ['email', { email: 'no address' }, 'invalid_format'],
    ['parent', { parent: undefined }, 'invalid_type'],
  ])('refuses a bad %s (%o)', async (field, change, code) => {
    const response = await owner.post('/api/organisation', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toContainEqual(expect.objectContaining({ path: `body.${field}`, code }));
  });

  it('refuses an e-mail below 2 characters and a street number with more than digits (invalidNumber)', async () => {
    const short = await owner.post('/api/organisation', { ...valid(), email: 'a' });
    expect(detailsOf(short)).toContainEqual(
      expect.objectContaining({ path: 'body.email', code: 'too_small' }),
    );
    const response = await owner.post('/api/organisation', { ...valid(), street_number: '12a' });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toEqual([
      expect.objectContaining({ path: 'body.street_number', message: 'invalidNumber' }),
    ]);
  });

  it('checks updates the same way', async () => {
    const organisation = await created(owner, valid());
    const response = await owner.post(`/api/organisation/${organisation.id}`, { street_number: 'one' });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]).toMatchObject({ path: 'body.street_number', message: 'invalidNumber' });
  });
});

describe('organisation tree', () => {
  it('creates a child under a node of the scope, updates it and deletes it while empty', async () => {
    const utrecht = (await subtreeOf(app, bakery)).find((id) => id !== bakery)!;
    const child = await created(owner, {
      ...valid(),
      parent: utrecht,
      email: 'oost@goudenkorst.demo',
      street: 'Langestraat',
      street_number: '12',
    });
    expect(child).toMatchObject({ parent: utrecht, kind: 'merchant', street_number: '12' });
    expect(await subtreeOf(app, bakery)).toContain(child.id);

    const updated = await owner.post(`/api/organisation/${child.id}`, { name: 'Oost', parent: bakery });
    expect(updated.json()).toMatchObject({ name: 'Oost', parent: bakery });

    expect((await owner.delete(`/api/organisation/${child.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/organisation/${child.id}`)).statusCode).toBe(404);
  });

  it('refuses a parent outside the scope', async () => {
    for (const parent of [sibling, provider]) {
      const response = await owner.post('/api/organisation', { ...valid(), parent });
      expect(response.statusCode).toBe(400);
      expect(detailsOf(response)[0]).toMatchObject({ path: 'body.parent', code: 'invalid_reference' });
    }
  });

  it('refuses a delete while the organisation holds data, naming what it holds', async () => {
    const utrecht = (await subtreeOf(app, bakery)).find((id) => id !== bakery)!;
    const busy = await owner.delete(`/api/organisation/${utrecht}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('organisation_in_use');
    const holdings = detailsOf(busy).map((detail) => detail.path);
    expect(holdings).toEqual(expect.arrayContaining(['organisations', 'users', 'transactions']));

    const organisation = await created(owner, valid());
    const account = await owner.post('/api/bankaccount', {
      organisation: organisation.id,
      holder_name: 'Oost',
      iban: 'NL91ABNA0417164300',
      currency_code: 'EUR',
    });
    expect(account.statusCode, account.body).toBe(201);
    const held = await owner.delete(`/api/organisation/${organisation.id}`);
    expect(held.statusCode).toBe(409);
    expect(detailsOf(held).map((detail) => detail.path)).toEqual(['bank_accounts']);
    expect(held.json().message).toContain('bank_accounts');

    expect((await owner.delete(`/api/bankaccount/${account.json().id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/organisation/${organisation.id}`)).statusCode).toBe(204);
  });

  it('keeps the organisation a user works from: no delete, no move, but edits keep its parent', async () => {
    const deleted = await owner.delete(`/api/organisation/${bakery}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error).toBe('own_organisation');

    const child = (await subtreeOf(app, bakery)).find((id) => id !== bakery)!;
    const moved = await owner.post(`/api/organisation/${bakery}`, { parent: child });
    expect(moved.statusCode).toBe(400);
    expect(detailsOf(moved)[0]).toMatchObject({ path: 'body.parent', code: 'own_organisation' });

    // The edit form sends the parent back as it was, although the provider lies outside the scope.
    const edited = await owner.post(`/api/organisation/${bakery}`, {
      name: 'Bakkerij De Gouden Korst',
      parent: provider,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().parent).toBe(provider);
  });

  it('refuses to move an organisation below itself', async () => {
    const top = await created(owner, valid());
    const below = await created(owner, { ...valid(), parent: top.id });
    for (const parent of [top.id, below.id]) {
      const response = await owner.post(`/api/organisation/${top.id}`, { parent });
      expect(response.statusCode).toBe(400);
      expect(detailsOf(response)[0]).toMatchObject({ path: 'body.parent', code: 'parent_cycle' });
    }
  });

  it('leaves the idle timeout of sessions to the provider', async () => {
    const raised = await owner.post(`/api/organisation/${bakery}`, { session_idle_minutes: 1440 });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().message).toContain('session_idle_minutes');
    const admin = (await app.as(DEMO.pspAdmin)).inScope(bakery);
    const set = await admin.post(`/api/organisation/${bakery}`, { session_idle_minutes: 20 });
    expect(set.json().session_idle_minutes).toBe(20);
  });

  it("answers 404 for a sibling merchant's organisation", async () => {
    expect((await owner.get(`/api/organisation/${sibling}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/organisation/${sibling}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await owner.delete(`/api/organisation/${sibling}`)).statusCode).toBe(404);
    const [name] = await app.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
      sibling,
    ]);
    expect(name!.name).not.toBe('Mine');
  });

  it('refuses users without an ORGANISATION role', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.get('/api/organisation')).statusCode).toBe(403);
    expect((await finance.post('/api/organisation', valid())).statusCode).toBe(403);
  });
});

describe('provider staff', () => {
  it('create top-level merchants under the provider root, but not from inside a merchant view', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const merchant = await created(psp, { ...valid(), name: 'New merchant', parent: provider });
    expect(merchant).toMatchObject({ parent: provider, kind: 'merchant' });

    const scoped = await psp.inScope(bakery).post('/api/organisation', { ...valid(), parent: provider });
    expect(scoped.statusCode).toBe(400);
    expect(detailsOf(scoped)[0]).toMatchObject({ path: 'body.parent', code: 'invalid_reference' });
    const child = await created(psp.inScope(bakery), valid());
    expect(child.parent).toBe(bakery);
  });

  it('cannot delete or move the provider root', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    expect((await psp.delete(`/api/organisation/${provider}`)).statusCode).toBe(403);
    const moved = await psp.post(`/api/organisation/${provider}`, { parent: bakery });
    expect(moved.statusCode).toBe(400);
  });
});
