import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let bakery: string;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
});
afterAll(() => app?.close());

describe('customers', () => {
  it('are created with an e-mail and an organisation (the caller’s by default); without an e-mail a 400 naming it', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const missing = await owner.post('/api/customer', { last_name: 'Jansen' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((detail: { path: string }) => detail.path)).toContain(
      'body.email_address',
    );
    const invalid = await owner.post('/api/customer', { email_address: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);

    const created = await owner.post('/api/customer', {
      email_address: 'anna@example.nl',
      last_name: 'Jansen',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      organisation: bakery,
      email_address: 'anna@example.nl',
      status: 'UNKNOWN',
    });

    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const elsewhere = await owner.post('/api/customer', {
      email_address: 'b@example.nl',
      organisation: sibling,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0]).toMatchObject({
      path: 'body.organisation',
      code: 'invalid_reference',
    });

    const support = await app.as(DEMO.bakerySupport);
    expect((await support.post('/api/customer', { email_address: 'c@example.nl' })).statusCode).toBe(403);
  });

  it('take every field of 002 §3 and a type; an update changes only what it sends; the social security number is never read back', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const full = {
      email_address: 'piet@example.nl',
      type: 'business',
      title: 'Dr',
      initials: 'P.J.',
      first_name: 'Piet',
      last_name: 'de Vries',
      gender: 'male',
      street_address: 'Dorpsstraat',
      house_number: '12',
      house_number_suffix: 'a',
      postal_code: '1234 AB',
      city: 'Utrecht',
      region: 'Utrecht',
      country_code: 'NL',
      date_of_birth: '1980-02-29',
      fax_number: '+31301234567',
      social_security_number: '123456789',
    };
    const created = await owner.post('/api/customer', full);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...full, social_security_number: '*****6789' });
    const id = created.json().id as string;
    expect((await owner.post('/api/customer', { email_address: 'q@example.nl' })).json().type).toBe('person');

    const updated = await owner.request('PUT', `/api/customer/${id}`, { title: 'Prof', house_number: '14' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      ...full,
      title: 'Prof',
      house_number: '14',
      social_security_number: '*****6789',
    });
    const [stored] = await app.query<{ social_security_number: string }>(
      'SELECT social_security_number FROM customers WHERE id = $1',
      [id],
    );
    expect(stored!.social_security_number).toBe('123456789');
    const listed = (await owner.get(`/api/customer?id=${id}`)).json() as Row[];
    expect(listed[0]!.social_security_number).toBe('*****6789');
    const events = await app.query<{ body: string }>(
      "SELECT coalesce(before::text, '') || coalesce(after::text, '') AS body FROM events WHERE resource_id = $1",
      [id],
    );
    expect(events.length).toBe(2);
    for (const event of events) expect(event.body).not.toContain('6789');
  });

  it('filter by status, segment, date range and id, and count with the same filters', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [customer] = await app.query<{ id: string; status: string }>(
      'SELECT id, status FROM customers WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [bakery],
    );
    await app.query("UPDATE customers SET segment = 'loyal' WHERE id = $1", [customer!.id]);
    const query = `status=${customer!.status}&segment=loyal&created_at>=2000-01-01&created_at<=2100-01-01&id=${customer!.id.slice(0, 8)}`;
    const rows = (await owner.get(`/api/customer?${query}`)).json() as Row[];
    expect(rows.map((row) => row.id)).toEqual([customer!.id]);
    expect((await owner.get(`/api/customer/count?${query}`)).json()).toEqual({ count: 1 });
  });

  it("the Transactions tab: the customer's payments, 25 a page with the payment profile, and their count", async () => {
    const support = await app.as(DEMO.bakeryOwner);
    const [customer] = await app.query<{ customer_id: string; count: string }>(
      `SELECT customer_id, count(*) FROM transactions WHERE organisation_id = $1 AND customer_id IS NOT NULL
        GROUP BY customer_id ORDER BY count(*) DESC LIMIT 1`,
      [bakery],
    );
    const page = await support.get(
      `/api/transaction?customer=${customer!.customer_id}&_sort=-created_at&_populate=payment_profile&_limit=25&_skip=0`,
    );
    expect(page.statusCode).toBe(200);
    const rows = page.json() as Row[];
    expect(rows.length).toBe(Math.min(25, Number(customer!.count)));
    expect(rows.every((row) => row.customer === customer!.customer_id)).toBe(true);
    expect(rows.every((row) => typeof (row.payment_profile as Row).name === 'string')).toBe(true);
    const counted = await support.get(`/api/transaction/count?customer=${customer!.customer_id}`);
    expect(counted.json()).toEqual({ count: Number(customer!.count) });
  });
});
