import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let owner: Client;
let bakery: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
});
afterAll(() => app?.close());

/** A user of the bakery with exactly these roles, logged in. */
async function bakeryUserWith(roles: string[]): Promise<Client> {
  const email = `${roles.join('-').toLowerCase()}@goudenkorst.demo`;
  await app.query(
    `INSERT INTO users (organisation_id, email, name, roles, password_hash)
     SELECT $1, $2, 'Test', $3, password_hash FROM users WHERE email = $4`,
    [bakery, email, roles, DEMO.bakeryOwner],
  );
  return app.as(email);
}

async function count(client: Client, url: string): Promise<number> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
}

describe('dotted filters stay inside what the caller may see', () => {
  it("answer nothing about a referenced record outside the scope (the provider's tax number)", async () => {
    const [provider] = await app.query<{ tax_number: string; name: string }>(
      'SELECT p.tax_number, p.name FROM organisations o JOIN organisations p ON p.id = o.parent_id WHERE o.id = $1',
      [bakery],
    );
    expect(provider?.tax_number).toBeTruthy();
    const base = `/api/organisation/count?id=${bakery}`;
    expect(await count(owner, base)).toBe(1);
    // Before: 1 for every bound below the provider's tax number, so a binary search read it.
    expect(await count(owner, `${base}&parent.tax_number>=${encodeURIComponent(provider!.tax_number)}`)).toBe(
      0,
    );
    expect(await count(owner, `${base}&parent.tax_number<=${encodeURIComponent(provider!.tax_number)}`)).toBe(
      0,
    );
    expect(await count(owner, `${base}&parent.name=${encodeURIComponent(provider!.name)}`)).toBe(0);
  });

  it('refuse a reference to a resource the caller may not list, whatever the data', async () => {
    const cashier = await bakeryUserWith(['TRANSACTION_LIST']);
    for (const query of ['processor.gateway=adyen', 'processor.gateway=nothing-like-it']) {
      const response = await cashier.get(`/api/transaction/count?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        path: 'query.processor.gateway',
        code: 'unknown_field',
      });
    }
    const keyHolder = await bakeryUserWith(['API_KEY_LIST']);
    const byCreator = await keyHolder.get(
      `/api/apikey?created_by.email=${encodeURIComponent(DEMO.bakeryOwner)}`,
    );
    expect(byCreator.statusCode).toBe(400);
  });

  it('still filter on references the caller may list, inside their scope', async () => {
    const euro = await owner.get('/api/transaction?payment_profile.currency_code=EUR&_limit=5');
    expect(euro.statusCode).toBe(200);
    expect((euro.json() as Row[]).length).toBeGreaterThan(0);
  });
});

describe('ids by their first characters', () => {
  it('filters and searches by an id prefix, as the tables show ids', async () => {
    const [profile] = (await owner.get('/api/paymentprofile?_limit=1')).json() as Row[];
    const short = (profile!.id as string).slice(0, 8);
    for (const url of [`/api/paymentprofile?id=${short}`, `/api/paymentprofile?_search=${short}`]) {
      const response = await owner.get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as Row[]).map((row) => row.id)).toContain(profile!.id);
    }
    const dashed = await owner.get(`/api/paymentprofile?id=${(profile!.id as string).slice(0, 11)}`);
    expect((dashed.json() as Row[]).map((row) => row.id)).toContain(profile!.id);
  });

  it('refuses what cannot begin an id', async () => {
    for (const value of ['xyz', '89aec08b1', '-89a', `${'a'.repeat(37)}`]) {
      const response = await owner.get(`/api/paymentprofile?id=${value}`);
      expect(response.statusCode, value).toBe(400);
    }
  });
});

describe("transactions by their customer's name", () => {
  it('finds them by last name and by full name, within the scope', async () => {
    const [customer] = await app.query<{ id: string; first_name: string; last_name: string }>(
      `SELECT c.id, c.first_name, c.last_name FROM customers c
       WHERE c.organisation_id = $1 AND c.first_name IS NOT NULL AND c.last_name IS NOT NULL
         AND EXISTS (SELECT 1 FROM transactions t WHERE t.customer_id = c.id)
       LIMIT 1`,
      [bakery],
    );
    expect(customer).toBeDefined();
    for (const text of [customer!.last_name, `${customer!.first_name} ${customer!.last_name}`]) {
      const response = await owner.get(`/api/transaction?_search=${encodeURIComponent(text)}&_limit=500`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json() as Row[];
      expect(rows.some((row) => row.customer === customer!.id)).toBe(true);
    }
    // Another merchant's user finds none of the bakery's transactions by that name.
    const sibling = await app.as(DEMO.siblingOwner);
    const theirs = await sibling.get(
      `/api/transaction?_search=${encodeURIComponent(`${customer!.first_name} ${customer!.last_name}`)}&_limit=500`,
    );
    expect((theirs.json() as Row[]).some((row) => row.customer === customer!.id)).toBe(false);
  });

  it('searches names only for callers who may list customers', async () => {
    const [customer] = await app.query<{ last_name: string }>(
      `SELECT c.last_name FROM customers c WHERE c.organisation_id = $1 AND c.last_name IS NOT NULL
         AND EXISTS (SELECT 1 FROM transactions t WHERE t.customer_id = c.id) LIMIT 1`,
      [bakery],
    );
    const cashier = await bakeryUserWith(['TRANSACTION_LIST', 'TRANSACTION_GET']);
    const response = await cashier.get(
      `/api/transaction/count?_search=${encodeURIComponent(customer!.last_name)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      await count(owner, `/api/transaction/count?_search=${encodeURIComponent(customer!.last_name)}`),
    ).toBeGreaterThan(response.json().count);
  });
});
