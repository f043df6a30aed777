import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { DEMO, organisationIdOf, subtreeOf } from '../../test/demo.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  app.anonymous.request('POST', '/api/auth/login', { username, password }, headers);

describe('login', () => {
  it('sets an opaque HttpOnly SameSite=Strict session cookie and answers with me', async () => {
    const response = await login(DEMO.bakeryOwner, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.me.user.email).toBe(DEMO.bakeryOwner);
    expect(body.me.organisation).toMatchObject({
      name: 'Bakkerij De Gouden Korst',
      kind: 'merchant',
      base_currency: 'EUR',
    });
    expect(body.me.is_provider).toBe(false);
    const cookie = response.cookies.find((c) => c.name === 'psp_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await app.query<{ id: string }>(
      'SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(stored!.id).not.toContain(cookie.value);
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await login('nobody@nowhere.demo', 'Wrong-Password-1!');
    const wrong = await login(DEMO.bakerySupport, 'Wrong-Password-1!');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toBe('invalid_credentials');
  });

  it('validates the body: e-mail required and valid, password at least 2 characters', async () => {
    const response = await login('not-an-email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.username',
      'body.password',
    ]);
  });

  it('is case-insensitive on the e-mail and gives a new token at every login', async () => {
    const first = await login(DEMO.bakeryFinance.toUpperCase(), DEMO_PASSWORD);
    const second = await login(DEMO.bakeryFinance, DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.cookies[0]!.value).not.toBe(second.cookies[0]!.value);
  });
});

describe('session', () => {
  it('serves me, and logout revokes the session', async () => {
    const client = await app.as(DEMO.pspAdmin);
    const me = await client.get('/api/auth/me');
    expect(me.json()).toMatchObject({
      is_provider: true,
      user: { email: DEMO.pspAdmin, roles: ['PSP_ALL'] },
    });
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    const after = await client.get('/api/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('session_expired');
  });

  it('tells how many organisations the user sees: its organisation and those below it, or null for the provider', async () => {
    const organisations = async (email: string) =>
      (await (await app.as(email)).get('/api/auth/me')).json().organisation.organisations;
    const subtree = async (email: string) =>
      (await subtreeOf(app, await organisationIdOf(app, email))).length;
    expect(await organisations(DEMO.bakeryOwner)).toBe(await subtree(DEMO.bakeryOwner));
    expect(await organisations(DEMO.bakeryOwner)).toBeGreaterThan(1);
    expect(await organisations(DEMO.siblingOwner)).toBe(await subtree(DEMO.siblingOwner));
    expect(await organisations(DEMO.pspAdmin)).toBeNull();
  });

  it('ends a session idle beyond the limit', async () => {
    const client = await app.as(DEMO.bakerySupport);
    await app.query(
      "UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL",
    );
    const response = await client.get('/api/transaction');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('session_expired');
  });

  it('refuses state-changing requests from another origin', async () => {
    const client = await app.as(DEMO.bakeryOwner);
    const response = await client.request(
      'POST',
      '/api/tag',
      { text: 'x', color: '#000000' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('origin_mismatch');
  });
});

describe('limits of an organisation and of an address', () => {
  it('ends a session after the idle timeout its organisation sets', async () => {
    const client = await app.as(DEMO.bakeryOwner);
    await app.query(
      'UPDATE organisations SET session_idle_minutes = 5 WHERE id = (SELECT organisation_id FROM users WHERE email = $1)',
      [DEMO.bakeryOwner],
    );
    expect((await client.get('/api/auth/me')).json().session_idle_minutes).toBe(5);
    await app.query(
      "UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)",
      [DEMO.bakeryOwner],
    );
    expect((await client.get('/api/transaction')).json().error).toBe('session_expired');
  });

  // Runs last in this file: every failed login above counts against the same test address.
  it('answers 429 to an address after 300 failed logins in 15 minutes, whatever the account', async () => {
    expect((await login('nobody1@nowhere.demo', 'Wrong-Password-1!')).statusCode).toBe(401);
    // Skip ahead rather than spend 300 password hashes: the address is one failure short.
    await app.query("UPDATE throttle_counters SET count = 299 WHERE key = 'login-ip:127.0.0.1'");
    expect((await login('nobody2@nowhere.demo', 'Wrong-Password-1!')).statusCode).toBe(401);
    const blocked = await login(DEMO.bakeryFinance, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
  });
});
