import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../platform/http/call-recording.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { AuditTrailWriter } from './audit-trail-writer.js';

let app: TestApp;
let bakery: string;
let profile: { id: string; currency_code: string };
let key: { id: string; secret: string };

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  key = await app.newApiKey(bakery);
});
afterAll(() => app?.close());

/** Each call carries a header with its own tag: the trail keeps request headers, so a row is found by it. */
const TAG = 'x-call-tag';

const DEEP = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`;
const OVERLONG_SLASH = Buffer.from([0xc0, 0xaf]);

/** Bodies that made a batch of the audit trail fail, or the redaction overflow, before issue 28. */
const HOSTILE: { name: string; url: string; body: string | Buffer; apiKey?: boolean }[] = [
  { name: 'NUL escape', url: '/api/auth/forgot-password', body: '{"email":"x\\u0000@example.com"}' },
  { name: 'lone high surrogate', url: '/api/auth/forgot-password', body: '{"email":"\\ud800"}' },
  {
    name: 'lone low surrogate in a key',
    url: '/api/auth/login',
    body: '{"user\\udc00":"a","password\\u0000":1}',
  },
  { name: '10,000 deep', url: '/api/auth/login', body: DEEP },
  {
    name: 'overlong UTF-8',
    url: '/api/auth/forgot-password',
    body: Buffer.concat([Buffer.from('{"email":"a'), OVERLONG_SLASH, Buffer.from('@example.com"}')]),
  },
  { name: 'RTL override', url: '/api/auth/forgot-password', body: '{"email":"\\u202egpj.exe@example.com"}' },
  { name: 'number for a string', url: '/api/auth/forgot-password', body: '{"email":5555555555554444}' },
  {
    name: 'card number as a JSON number',
    url: '/v1/transactions',
    body: '{"payment_product":"card","card":{"number":5555555555554444,"cvc":"123"}}',
    apiKey: true,
  },
  { name: 'NUL in the query', url: '/api/auth/forgot-password?x=%00%ED%A0%80', body: '{}' },
];

describe('the audit trail never drops a row (issue 28)', () => {
  it('stores every call of other users while hostile bodies arrive in bursts, and a row for each hostile call', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const v1 = app.withApiKey(key.secret);
    const tags: string[] = [];
    const tagged = () => {
      const tag = randomUUID();
      tags.push(tag);
      return { [TAG]: tag };
    };
    const hostile = (call: (typeof HOSTILE)[number]) =>
      app.server.fastify.inject({
        method: 'POST',
        url: call.url,
        payload: call.body,
        headers: {
          'content-type': 'application/json',
          ...(call.apiKey ? { authorization: `Bearer ${key.secret}` } : {}),
          ...tagged(),
        },
      });
    for (let burst = 0; burst < 4; burst++) {
      const answers = await Promise.all([
        ...HOSTILE.map(hostile),
        owner.get('/api/transaction?_limit=1', tagged()),
        owner.get('/api/customer?_limit=1', tagged()),
        v1.request(
          'POST',
          '/v1/transactions',
          {
            amount: 1250,
            currency_code: profile.currency_code,
            payment_profile: profile.id,
            payment_product: 'card',
            merchant_reference: `burst-${randomUUID()}`,
            card: {
              number: '4242424242424242',
              expiry_month: 12,
              expiry_year: 1 + testNow().getUTCFullYear(),
            },
          },
          tagged(),
        ),
        ...HOSTILE.map(hostile),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    await app.server.flushAuditTrail();
    const rows = await app.query<{ tag: string; request: string }>(
      `SELECT h->>'value' AS tag, request::text AS request
         FROM audit_trail_items, jsonb_array_elements(request->'headers') h WHERE h->>'name' = $1`,
      [TAG],
    );
    expect(rows.map((row) => row.tag).sort()).toEqual([...tags].sort());
    const stored = rows.map((row) => row.request).join('\n');
    expect(stored).not.toContain('5555555555554444');
    expect(app.server.auditTrailLost()).toBe(0);
  });

  it('writes a refused batch row by row, and a row refused again as a marker with the reason', async () => {
    const logged: string[] = [];
    const writer = await AuditTrailWriter.start(app.server.database, {
      error: (_object, message) => logged.push(message),
    });
    const call = (url: string, body: unknown): RecordedCall => ({
      route: url,
      type: 'unknown',
      method: 'POST',
      url,
      responseCode: 400,
      origin: '127.0.0.1',
      authentication: 'none',
      actor: undefined,
      params: {},
      responseJson: undefined,
      request: { headers: [], body },
      response: { headers: [] },
      createdAt: testNow(),
    });
    // Text that escaped the capture (a NUL) fails its batch; the good calls beside it are stored whole.
    const run = randomUUID();
    writer.record(call(`/marker-${run}/good-1`, { note: 'kept' }));
    writer.record(call(`/marker-${run}/bad`, { note: 'a\u0000b' }));
    writer.record(call(`/marker-${run}/good-2`, { note: 'kept' }));
    await writer.flush();
    const rows = await app.query<{ url: string; request: { body: unknown } }>(
      'SELECT url, request FROM audit_trail_items WHERE url LIKE $1 ORDER BY url',
      [`/marker-${run}/%`],
    );
    expect(rows.map((row) => row.url)).toEqual([
      `/marker-${run}/bad`,
      `/marker-${run}/good-1`,
      `/marker-${run}/good-2`,
    ]);
    expect(rows[0]!.request.body).toMatch(/^\[not stored: .*\]$/);
    expect(rows[1]!.request.body).toEqual({ note: 'kept' });
    expect(writer.lost).toBe(0);
    expect(logged).toEqual(['audit trail: batch refused, writing it row by row']);
  });

  it('records a URL the router refuses (bad escape, too long a part), answered as a named 400 without the path', async () => {
    const v1 = app.withApiKey(key.secret);
    const long = await v1.get(`/v1/transactions/4111111111111111${'0'.repeat(120)}`, { [TAG]: 'too-long' });
    const malformed = await v1.get('/v1/transactions/%E0%A4%A', { [TAG]: 'bad-escape' });
    for (const answer of [long, malformed]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].path).toBe('url');
      expect(answer.body).not.toContain('4111111111111111');
    }
    await app.server.flushAuditTrail();
    const rows = await app.query<{ tag: string; url: string; response_code: number }>(
      `SELECT h->>'value' AS tag, url, response_code FROM audit_trail_items,
              jsonb_array_elements(request->'headers') h
        WHERE h->>'name' = $1 AND h->>'value' IN ('too-long', 'bad-escape') ORDER BY 1`,
      [TAG],
    );
    expect(rows).toMatchObject([
      { tag: 'bad-escape', response_code: 400 },
      { tag: 'too-long', response_code: 400 },
    ]);
    expect(rows[1]!.url).not.toContain('4111111111111111');
  });
});
