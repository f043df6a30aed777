import { RESOURCE_ACCESS, RESOURCE_NAMES, SPECIAL_OPERATIONS } from '@psp/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerAuthentication } from './authenticate.js';

let app: TestApp;
let roleless: Client;

const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await startTestApp();
  const organisation = await organisationIdOf(app, DEMO.bakeryOwner);
  await app.query(
    `INSERT INTO users (organisation_id, email, name, roles, password_hash)
     SELECT $1, 'noroles@goudenkorst.demo', 'No Roles', '{}', password_hash FROM users WHERE email = $2`,
    [organisation, DEMO.bakeryOwner],
  );
  roleless = await app.as('noroles@goudenkorst.demo');
});
afterAll(() => app?.close());

/** Every route of the generic layer with the method and URL that reaches it. */
function resourceRoutes() {
  return RESOURCE_NAMES.flatMap((name) => {
    const access = RESOURCE_ACCESS[name] as Record<string, unknown>;
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      [`${name}.list`, 'GET', `/api/${name}`],
      [`${name}.count`, 'GET', `/api/${name}/count`],
      [`${name}.get`, 'GET', `/api/${name}/${SOME_ID}`],
    ];
    if (access.create && app.server.fastify.hasRoute({ method: 'POST', url: `/api/${name}` })) {
      routes.push([`${name}.create`, 'POST', `/api/${name}`]);
    }
    if (access.update && app.server.fastify.hasRoute({ method: 'POST', url: `/api/${name}/:id` })) {
      routes.push(
        [`${name}.update`, 'POST', `/api/${name}/${SOME_ID}`],
        [`${name}.update`, 'PUT', `/api/${name}/${SOME_ID}`],
      );
    }
    if (access.delete) routes.push([`${name}.delete`, 'DELETE', `/api/${name}/${SOME_ID}`]);
    return routes;
  });
}

describe('role checks', () => {
  it('refuses every resource operation to a user lacking the role (403), before validation', async () => {
    const answers: string[] = [];
    for (const [operation, method, url] of resourceRoutes()) {
      const response = await roleless.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      if (response.statusCode !== 403) answers.push(`${operation} ${method} ${url}: ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('refuses every non-public operation without a session (401)', async () => {
    const answers: string[] = [];
    for (const [operation, method, url] of resourceRoutes()) {
      const response = await app.anonymous.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      if (response.statusCode !== 401) answers.push(`${operation}: ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
    expect((await app.anonymous.get('/api/auth/me')).statusCode).toBe(401);
    expect((await app.anonymous.get('/api/paymentprofile/routing')).statusCode).toBe(401);
  });

  it('has a route for every write the table grants, and the special operations', () => {
    const missing = RESOURCE_NAMES.flatMap((name) => {
      const access = RESOURCE_ACCESS[name] as Record<string, unknown>;
      const expected: [string, string][] = [
        ['GET', `/api/${name}`],
        ['GET', `/api/${name}/count`],
        ['GET', `/api/${name}/:id`],
      ];
      if (access.delete) expected.push(['DELETE', `/api/${name}/:id`]);
      return expected
        .filter(([method, url]) => !app.server.fastify.hasRoute({ method: method as 'GET', url }))
        .map((r) => r.join(' '));
    });
    expect(missing).toEqual([]);
    expect(Object.keys(SPECIAL_OPERATIONS)).toContain('paymentprofile.routing');
  });

  it('lets a user with a narrower role do exactly that', async () => {
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/transaction')).statusCode).toBe(200);
    expect((await support.get('/api/customer')).statusCode).toBe(200);
    expect((await support.get('/api/refund')).statusCode).toBe(403);
    expect((await support.post('/api/customer', { email_address: 'a@b.nl' })).statusCode).toBe(403);
    const pspSupport = await app.as(DEMO.pspSupport);
    expect((await pspSupport.get('/api/audittrail')).statusCode).toBe(200);
    expect((await pspSupport.get('/api/welcomemail')).statusCode).toBe(403);
    expect((await pspSupport.get('/api/statusupdate')).statusCode).toBe(403);
    const psp = await app.as(DEMO.pspAdmin);
    expect((await psp.get('/api/statusupdate')).statusCode).toBe(403);
    expect((await (await app.as(DEMO.super)).get('/api/statusupdate')).statusCode).toBe(200);
  });

  it('does not let a user grant roles it does not hold', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const owner = await app.as(DEMO.bakeryOwner);
    expect(
      (await finance.post('/api/user', { email: 'x@goudenkorst.demo', name: 'X', roles: ['USER_ALL'] }))
        .statusCode,
    ).toBe(403);
    const escalate = await owner.post('/api/user', {
      email: 'y@goudenkorst.demo',
      name: 'Y',
      roles: ['PSP_ALL'],
    });
    expect(escalate.statusCode).toBe(403);
    const granted = await owner.post('/api/user', {
      email: 'z@goudenkorst.demo',
      name: 'Z',
      roles: ['REFUND_LIST'],
    });
    expect(granted.statusCode).toBe(201);
  });
});

describe('the operation table guards route registration', () => {
  it('refuses to register an API route that has no operation', async () => {
    const fastify = Fastify();
    registerAuthentication(fastify, {} as Database, loadConfig(), async () => undefined);
    expect(() => fastify.get('/api/unlisted', async () => 'x')).toThrow(
      /no operation in the permission table/,
    );
    expect(() =>
      fastify.get(
        '/api/typo',
        { config: { operation: 'transaction.lits' as 'transaction.list' } },
        async () => 'x',
      ),
    ).toThrow();
    await fastify.close();
  });

  it('keeps the payments API operations (v1.*, API key only) on /v1 and every other operation off it', async () => {
    const fastify = Fastify();
    registerAuthentication(fastify, {} as Database, loadConfig(), async () => undefined);
    expect(() =>
      fastify.get('/api/customers-by-key', { config: { operation: 'v1.customer.list' } }, async () => 'x'),
    ).toThrow(/v1\.\* operations are exactly the \/v1 routes/);
    expect(() =>
      fastify.get('/v1/customers-by-cookie', { config: { operation: 'customer.list' } }, async () => 'x'),
    ).toThrow(/v1\.\* operations are exactly the \/v1 routes/);
    await fastify.close();
  });
});
