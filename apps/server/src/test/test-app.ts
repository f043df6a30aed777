import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../platform/config.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { type RunningServer, startServer } from '../server.js';
import { DEMO } from './demo.js';
import { cloneTemplate } from './test-database.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Client {
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** The same user working inside another organisation's scope (X-Organisation). */
  inScope(organisationId: string): Client;
}

export interface TestApp {
  server: RunningServer;
  /** A client without a session. */
  anonymous: Client;
  /** Logs a demo user in and returns a client carrying the session cookie. */
  as(email: string): Promise<Client>;
  /** A payments API (/v1) client: the API key as bearer token, no cookie. */
  withApiKey(secret: string): Client;
  /** A new API key of an organisation, made by provider staff, optionally limited to a payment profile. */
  newApiKey(organisation: string, paymentProfile?: string): Promise<{ id: string; secret: string }>;
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A client sending the given credential headers (cookie or authorization) with every request. */
function client(server: RunningServer, credentials: Record<string, string>, scope?: string): Client {
  const self: Client = {
    request(method, url, body, headers = {}) {
      return server.fastify.inject({
        method,
        url,
        headers: {
          ...credentials,
          ...(scope ? { 'x-organisation': scope } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    get: (url, headers) => self.request('GET', url, undefined, headers),
    post: (url, body) => self.request('POST', url, body ?? {}),
    delete: (url) => self.request('DELETE', url),
    inScope: (organisationId) => client(server, credentials, organisationId),
  };
  return self;
}

/** A server on a private copy of the seeded template database. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  logStream?: DestinationStream,
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const clone = await cloneTemplate(serverUrl, inject('template'));
  const config = loadConfig({
    databaseUrl: clone.databaseUrl,
    dataDir: 'memory://',
    logLevel: 'silent',
    ...overrides,
  });
  const server = await startServer(config, {
    ...(clone.loadDataDir ? { loadDataDir: clone.loadDataDir } : {}),
    ...(logStream ? { logStream } : {}),
  });
  const anonymous = client(server, {});
  const as = async (email: string) => {
    const response = await anonymous.post('/api/auth/login', { username: email, password: DEMO_PASSWORD });
    if (response.statusCode !== 200)
      throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'psp_session');
    return client(server, { cookie: `psp_session=${cookie!.value}` });
  };
  return {
    server,
    anonymous,
    as,
    withApiKey(secret) {
      return client(server, { authorization: `Bearer ${secret}` });
    },
    async newApiKey(organisation, paymentProfile) {
      const psp = await as(DEMO.pspAdmin);
      const created = await psp.post('/api/apikey', {
        name: 'Test key',
        organisation,
        ...(paymentProfile ? { payment_profile: paymentProfile } : {}),
      });
      if (created.statusCode !== 201)
        throw new Error(`POST /api/apikey: ${created.statusCode} ${created.body}`);
      return created.json();
    },
    async query(text, values) {
      return (await server.database.pool.query(text, values)).rows;
    },
    async close() {
      await server.close();
      await clone.drop();
      // Every test file's calls reached the audit trail, as rows or as markers (issue 28).
      const lost = server.auditTrailLost();
      if (lost) throw new Error(`the audit trail lost ${lost} calls`);
    },
  };
}

/**
 * A server that logs at its most verbose into a text the test reads (`log()`): for the tests that
 * assert no card number, key or token ever reaches the log.
 */
export async function startLoggedTestApp(): Promise<TestApp & { log(): string }> {
  let text = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const app = await startTestApp({ logLevel: 'trace' }, stream);
  return Object.assign(app, { log: () => text });
}
