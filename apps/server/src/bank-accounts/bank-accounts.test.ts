import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

type Row = Record<string, unknown>;

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

const valid = () => ({
  holder_name: 'Bakkerij De Gouden Korst',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  currency_code: 'EUR',
});

function detailsOf(response: { json(): unknown }): Row[] {
  return (response.json() as { details: Row[] }).details;
}

describe('bank account validation: the shared schema, 400 naming the field', () => {
  it.each([
    ['iban', { iban: 'NL91ABNA0417164301' }, 'invalidIban'],
    ['iban', { iban: 'NL91' }, 'invalidIban'],
    ['bic', { bic: 'ABN' }, 'invalidBic'],
  ])('refuses a bad %s (%o) with %s', async (field, change, message) => {
    const response = await owner.post('/api/bankaccount', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toEqual([expect.objectContaining({ path: `body.${field}`, message })]);
  });

  it.each([
    ['holder_name', { holder_name: '' }],
    ['iban', { iban: '' }],
    ['currency_code', { currency_code: 'XYZ' }],
    ['organisation', { organisation: 'nope' }],
  ])('refuses a missing or malformed %s', async (field, change) => {
    const response = await owner.post('/api/bankaccount', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response).map((detail) => detail.path)).toContain(`body.${field}`);
  });

  it('checks an update the same way and leaves the record as it was', async () => {
    const account = (await owner.post('/api/bankaccount', valid())).json();
    const response = await owner.post(`/api/bankaccount/${account.id}`, { iban: 'DE00370400440532013000' });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]).toMatchObject({ path: 'body.iban', message: 'invalidIban' });
    expect((await owner.get(`/api/bankaccount/${account.id}`)).json().iban).toBe('NL91ABNA0417164300');
  });
});

describe('bank accounts', () => {
  it('stores the IBAN compact, returns it whole, and defaults the organisation to the caller', async () => {
    const response = await owner.post('/api/bankaccount', {
      ...valid(),
      iban: 'nl91 abna 0417 1643 00',
      bic: 'abnanl2a',
    });
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json();
    expect(account).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', organisation: bakery });

    const updated = await owner.post(`/api/bankaccount/${account.id}`, {
      holder_name: 'De Gouden Korst B.V.',
      bic: '',
    });
    expect(updated.json()).toMatchObject({ holder_name: 'De Gouden Korst B.V.', bic: null });

    const listed = (await owner.get('/api/bankaccount?_populate=organisation&_limit=100')).json() as Row[];
    const row = listed.find((found) => found.id === account.id)!;
    expect((row.organisation as Row).id).toBe(bakery);

    expect((await owner.delete(`/api/bankaccount/${account.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/bankaccount/${account.id}`)).statusCode).toBe(404);
  });

  it('belongs to an organisation of the scope: a child yes, a sibling merchant no', async () => {
    const child = (await subtreeOf(app, bakery)).find((id) => id !== bakery)!;
    const inChild = await owner.post('/api/bankaccount', { ...valid(), organisation: child });
    expect(inChild.statusCode).toBe(201);
    expect(inChild.json().organisation).toBe(child);

    const foreign = await owner.post('/api/bankaccount', { ...valid(), organisation: sibling });
    expect(foreign.statusCode).toBe(400);
    expect(detailsOf(foreign)[0]).toMatchObject({ path: 'body.organisation', code: 'invalid_reference' });
  });

  it("answers 404 for a sibling merchant's bank account and leaves it alone", async () => {
    const [account] = await app.query<{ id: string; holder_name: string }>(
      'SELECT id, holder_name FROM bank_accounts WHERE organisation_id = $1 LIMIT 1',
      [sibling],
    );
    expect((await owner.get(`/api/bankaccount/${account!.id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/bankaccount/${account!.id}`, { holder_name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await owner.delete(`/api/bankaccount/${account!.id}`)).statusCode).toBe(404);
    const listed = (await owner.get('/api/bankaccount?_limit=100')).json() as Row[];
    expect(listed.some((row) => row.id === account!.id)).toBe(false);
    const [after] = await app.query<{ holder_name: string }>(
      'SELECT holder_name FROM bank_accounts WHERE id = $1',
      [account!.id],
    );
    expect(after!.holder_name).toBe(account!.holder_name);
  });

  it('refuses users without a BANK_ACCOUNT role', async () => {
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/bankaccount')).statusCode).toBe(403);
    expect((await support.post('/api/bankaccount', valid())).statusCode).toBe(403);
  });
});
