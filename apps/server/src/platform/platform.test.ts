import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { renderSchemaTypes } from './db/generate-types.js';
import { migrate, pendingMigrations, readMigrations } from './db/migrate.js';
import { schemaTypesPath } from './db/schema-types-path.js';

const logs: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logs.push(chunk.toString());
    callback();
  },
});

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ logLevel: 'info' }, logStream);
});
afterAll(() => app?.close());

describe('health', () => {
  it('reports database, migrations, job queue and the audit trail calls lost', async () => {
    const response = await app.anonymous.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'current',
      jobs: 'running',
      audit_trail_lost: 0,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every resource route at /api/openapi.json and serves the UI at /api/docs', async () => {
    const document = (await app.anonymous.get('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/transaction',
        '/api/transaction/count',
        '/api/transaction/{id}',
        '/api/auth/login',
      ]),
    );
    const list = document.paths['/api/transaction'].get;
    expect(list.responses['200'].content['application/json'].schema.type).toBe('array');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['_limit', '_populate']),
    );
    const ui = await app.anonymous.get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('<html');
  });

  it('answers the document compressed, with an ETag that a second request revalidates to a 304', async () => {
    for (const path of ['/api/openapi.json', '/api/docs/json']) {
      const plain = await app.anonymous.get(path);
      const gzip = await app.anonymous.get(path, { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
      const br = await app.anonymous.get(path, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const etag = String(gzip.headers.etag);
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      expect(gzip.headers.vary).toContain('accept-encoding');
      const again = await app.anonymous.get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});

describe('migrations', () => {
  it('are recorded and not applied twice', async () => {
    expect(await migrate(app.server.database.pool)).toEqual([]);
    expect(await pendingMigrations(app.server.database.pool)).toEqual([]);
  });

  it('refuse to run when an applied migration was edited', async () => {
    const [first, ...rest] = readMigrations();
    const edited = { ...first!, checksum: 'edited' };
    await expect(migrate(app.server.database.pool, [edited, ...rest])).rejects.toThrow(
      /was changed after it was applied/,
    );
  });

  it('match the checked-in Kysely types', async () => {
    expect(await renderSchemaTypes(app.server.database.pool)).toBe(readFileSync(schemaTypesPath, 'utf8'));
  });
});

describe('job queue', () => {
  it('runs a job sent through pg-boss', async () => {
    const { boss } = app.server.jobs;
    await boss.createQueue('test-echo');
    const done = new Promise<unknown>((resolve) => {
      void boss.work('test-echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job?.data));
    });
    await boss.send('test-echo', { hello: 'world' });
    await expect(done).resolves.toEqual({ hello: 'world' });
  });
});

describe('logs', () => {
  it('carry a request id and never a password, cookie or session token', async () => {
    const response = await app.anonymous.request(
      'POST',
      '/api/auth/login',
      { username: DEMO.bakeryOwner, password: DEMO_PASSWORD },
      { 'x-request-id': 'test-request-0001' },
    );
    expect(response.headers['x-request-id']).toBe('test-request-0001');
    const token = response.cookies[0]!.value;
    await app.anonymous.request('GET', '/api/auth/me', undefined, { cookie: `psp_session=${token}` });
    const text = logs.join('');
    expect(text).toContain('test-request-0001');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(token);
  });
});
