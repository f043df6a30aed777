import { randomUUID } from 'node:crypto';
import { type ImportEvent, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let psp: Client;
let bakery: string;
let provider: string;

beforeAll(async () => {
  app = await startTestApp();
  psp = await app.as(DEMO.pspAdmin);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  provider = await organisationIdOf(app, DEMO.pspAdmin);
});
afterAll(() => app?.close());

const MERCHANTS = [
  'name,country_code,email,locality,user_name,user_email,user_language,user_roles',
  'Bakkerij Import,NL,info@import.demo,Delft,Ina Import,ina@import.demo,nl,',
  '"Fietsen, Import & Co",BE,,Gent,Bart Import,bart@import.demo,,TAG_ALL CUSTOMER_LIST',
].join('\r\n');

function customers(count: number, prefix: string): string {
  const rows = Array.from({ length: count }, (_, i) => `${prefix}${i}@import.demo,Klant,${prefix}${i},NL`);
  return ['email_address,first_name,last_name,country_code', ...rows].join('\n');
}

function events(body: string): ImportEvent[] {
  return body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
}

async function countOf(table: string, where = 'true', values: unknown[] = []): Promise<number> {
  const [row] = await app.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE ${where}`,
    values,
  );
  return row!.count;
}

describe('import preview', () => {
  it('names the row and field of every bad cell and writes nothing', async () => {
    const before = await countOf('organisations');
    const csv = `${MERCHANTS}\r\nNo Country,,,,Kees,kees@import.demo,de,\r\n`;
    const response = await psp.post('/api/import/preview', { kind: 'merchants', csv });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.invalid_rows).toBe(1);
    expect(preview.rows).toHaveLength(3);
    expect(preview.rows[0]).toMatchObject({ row: 2, errors: [], values: { name: 'Bakkerij Import' } });
    expect(preview.rows[2].row).toBe(4);
    expect(preview.rows[2].errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'country_code', code: 'required' }),
        expect.objectContaining({ field: 'user_language', code: 'invalid_value' }),
      ]),
    );
    expect(await countOf('organisations')).toBe(before);
  });

  it('flags an e-mail that already belongs to a user, and one used twice in the file', async () => {
    const csv = [
      'name,country_code,user_name,user_email',
      `Copy Bakery,NL,Owner,${DEMO.bakeryOwner.toUpperCase()}`,
      'First,NL,Anna,anna@import.demo',
      'Second,NL,Anna,anna@import.demo',
    ].join('\n');
    const preview = (await psp.post('/api/import/preview', { kind: 'merchants', csv })).json();
    expect(preview.rows.map((row: { errors: unknown[] }) => row.errors)).toEqual([
      [{ field: 'user_email', code: 'duplicate', message: 'A user with this e-mail already exists' }],
      [],
      [{ field: 'user_email', code: 'duplicate', message: 'Also in row 3' }],
    ]);
  });

  it('reports unknown columns and unreadable CSV as file errors', async () => {
    const preview = (
      await psp.post('/api/import/preview', { kind: 'customers', organisation: bakery, csv: 'email,"open\n' })
    ).json();
    expect(preview.file_errors).toEqual([expect.objectContaining({ field: 'csv', code: 'invalid_csv' })]);
  });

  it('needs a merchant in scope for customers', async () => {
    const missing = await psp.post('/api/import/preview', {
      kind: 'customers',
      csv: 'email_address\na@b.nl',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ path: 'body.organisation' });
    const notMerchant = await psp.post('/api/import/preview', {
      kind: 'customers',
      organisation: provider,
      csv: 'email_address\na@b.nl',
    });
    expect(notMerchant.json().details[0]).toMatchObject({
      path: 'body.organisation',
      code: 'invalid_reference',
    });
  });

  it('refuses files over the row and size limits with a 400 naming the file', async () => {
    const rows = await psp.post('/api/import/preview', {
      kind: 'customers',
      organisation: bakery,
      csv: customers(MAX_IMPORT_ROWS + 1, 'many'),
    });
    expect(rows.statusCode).toBe(400);
    expect(rows.json().details[0]).toMatchObject({ path: 'body.csv', code: 'too_big' });
    const bytes = await psp.post('/api/import/preview', {
      kind: 'customers',
      organisation: bakery,
      csv: `email_address\n${'x'.repeat(MAX_IMPORT_BYTES)}`,
    });
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json().details[0]).toMatchObject({ path: 'body.csv' });
  });

  it('is for provider staff with an import role', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.post('/api/import/preview', { kind: 'merchants', csv: MERCHANTS })).statusCode).toBe(
      403,
    );
    const support = await app.as(DEMO.pspSupport);
    expect(
      (await support.post('/api/import', { id: randomUUID(), kind: 'merchants', csv: MERCHANTS })).statusCode,
    ).toBe(403);
  });
});

describe('import', () => {
  it('refuses a file with a bad row, naming row and field, and writes nothing', async () => {
    const before = await countOf('customers');
    const csv = 'email_address,date_of_birth\nok@import.demo,1980-02-03\nbad@import.demo,31-12-1980\n';
    const response = await psp.post('/api/import', {
      id: randomUUID(),
      kind: 'customers',
      organisation: bakery,
      csv,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        path: 'body.csv.3.date_of_birth',
        message: expect.stringContaining('Row 3'),
      }),
    ]);
    expect(await countOf('customers')).toBe(before);
  });

  it('creates merchants with their invited first user in one go, and a retry answers the same report', async () => {
    const id = randomUUID();
    const response = await psp.post('/api/import', { id, kind: 'merchants', csv: MERCHANTS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = events(response.body);
    expect(lines[0]).toEqual({ type: 'progress', done: 2, total: 2 });
    const done = lines.at(-1)!;
    if (done.type !== 'done') throw new Error(response.body);
    expect(done.import).toMatchObject({ id, kind: 'merchants', organisation: provider, row_count: 2 });
    expect(done.import.report).toMatchObject({ organisations: 2, users: 2, customers: 0 });
    const [bakeryRecord, bikeRecord] = done.import.report.records;
    expect(bakeryRecord).toMatchObject({ row: 2, name: 'Bakkerij Import' });
    expect(bikeRecord).toMatchObject({ row: 3, name: 'Fietsen, Import & Co' });

    const organisation = (await psp.get(`/api/organisation/${bikeRecord!.id}`)).json();
    expect(organisation).toMatchObject({
      parent: provider,
      kind: 'merchant',
      country_code: 'BE',
      locality: 'Gent',
    });
    const [user] = await app.query<{
      id: string;
      organisation_id: string;
      roles: string[];
      language: string;
    }>('SELECT id, organisation_id, roles, language FROM users WHERE email = $1', ['bart@import.demo']);
    expect(user).toEqual({
      id: bikeRecord!.user,
      organisation_id: bikeRecord!.id,
      roles: ['TAG_ALL', 'CUSTOMER_LIST'],
      language: 'en',
    });
    expect(
      await countOf('mail_outbox', 'recipient = ANY($1)', [['ina@import.demo', 'bart@import.demo']]),
    ).toBe(2);
    expect(await countOf('auth_tokens', "user_id = $1 AND purpose = 'invite'", [bikeRecord!.user])).toBe(1);
    // Each record written has its created event, as a resource write would record it.
    const recorded = await app.query<{
      type: string;
      resource_id: string;
      actor_kind: string;
      after: object;
    }>(
      'SELECT type, resource_id, actor_kind, after FROM events WHERE resource_id = ANY($1) ORDER BY sequence',
      [[bikeRecord!.id, bikeRecord!.user]],
    );
    expect(recorded.map(({ type, resource_id }) => [type, resource_id])).toEqual([
      ['organisation.created', bikeRecord!.id],
      ['user.created', bikeRecord!.user],
    ]);
    expect(recorded[0]!.after).toMatchObject({ name: 'Fietsen, Import & Co', locality: 'Gent' });
    expect(recorded[1]!.after).toMatchObject({ email: 'bart@import.demo' });
    expect(recorded.every(({ actor_kind }) => actor_kind === 'user')).toBe(true);
    expect(JSON.stringify(recorded[1]!.after)).not.toMatch(/password|totp/);

    const retry = await psp.post('/api/import', { id, kind: 'merchants', csv: MERCHANTS });
    expect(events(retry.body)).toEqual([{ type: 'done', import: done.import }]);
    expect(await countOf('users', "email LIKE '%@import.demo'")).toBe(2);
    const history = (await psp.get(`/api/import?id=${id}&_populate=created_by`)).json();
    expect(history[0]).toMatchObject({ id, created_by: { email: DEMO.pspAdmin } });

    const reused = await psp.post('/api/import', { id, kind: 'merchants', csv: `${MERCHANTS}\n` });
    expect(reused.statusCode).toBe(409);
  });

  it('imports customers into the chosen merchant with progress per chunk, visible to the merchant', async () => {
    const id = randomUUID();
    const response = await psp.post('/api/import', {
      id,
      kind: 'customers',
      organisation: bakery,
      csv: customers(250, 'bulk'),
    });
    const lines = events(response.body);
    expect(lines.filter((line) => line.type === 'progress')).toEqual([
      { type: 'progress', done: 100, total: 250 },
      { type: 'progress', done: 200, total: 250 },
      { type: 'progress', done: 250, total: 250 },
    ]);
    expect(lines.at(-1)).toMatchObject({ type: 'done', import: { report: { customers: 250 } } });
    const owner = await app.as(DEMO.bakeryOwner);
    const found = (await owner.get('/api/customer?email_address=bulk249@import.demo')).json();
    expect(found).toEqual([
      expect.objectContaining({ last_name: 'bulk249', organisation: bakery, status: 'UNKNOWN' }),
    ]);
    expect(
      await countOf(
        'events',
        "type = 'customer.created' AND organisation_id = $1 AND after->>'email_address' LIKE 'bulk%@import.demo'",
        [bakery],
      ),
    ).toBe(250);
  });

  it('writes nothing when a row fails half-way', async () => {
    // A database fault on row 230 of 250, after two chunks have been written inside the transaction.
    await app.query(`CREATE FUNCTION import_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.last_name = 'halfway228' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
    await app.query(
      'CREATE TRIGGER import_fault BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION import_fault()',
    );
    try {
      const id = randomUUID();
      const before = await countOf('customers');
      const response = await psp.post('/api/import', {
        id,
        kind: 'customers',
        organisation: bakery,
        csv: customers(250, 'halfway'),
      });
      const lines = events(response.body);
      expect(lines.slice(0, 2)).toEqual([
        { type: 'progress', done: 100, total: 250 },
        { type: 'progress', done: 200, total: 250 },
      ]);
      expect(lines.at(-1)).toEqual({ type: 'failed', error: 'import_failed', message: expect.any(String) });
      expect(response.body).not.toContain('disk on fire');
      expect(await countOf('customers')).toBe(before);
      expect(await countOf('imports', 'id = $1', [id])).toBe(0);
    } finally {
      await app.query('DROP TRIGGER import_fault ON customers; DROP FUNCTION import_fault()');
    }
  });
});
