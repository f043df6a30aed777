import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMailboxRoutes } from '../mail/mailbox.routes.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { currentTotp, newTotpSecret } from './mfa.js';

/**
 * The ways into someone else's account the security review found (issue 8), kept shut: the user
 * management hierarchy, the demo mailbox, single-use links and codes, and login throttling that does not
 * tell a locked account from an unknown one.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const login = (username: string, password = DEMO_PASSWORD) =>
  app.anonymous.post('/api/auth/login', { username, password });

async function userRow(email: string) {
  const [row] = await app.query<Record<string, unknown> & { id: string }>(
    'SELECT id, email, name, roles, blocked, mfa_type, totp_secret FROM users WHERE email = $1',
    [email],
  );
  return row!;
}

async function mailsTo(recipient: string): Promise<{ text: string }[]> {
  return app.query('SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC', [recipient]);
}

const tokenIn = (text: string, page: string) =>
  decodeURIComponent(new RegExp(`${page}\\?token=([\\w%-]+)`).exec(text)![1]!);

describe('user management hierarchy: nobody acts on a user holding a role they lack', () => {
  it('refuses every write of a merchant user manager on the merchant owner, leaving it unchanged', async () => {
    await app.query('UPDATE users SET roles = $1 WHERE email = $2', [
      ['PLATFORMUSER_ALL', 'TRANSACTION_LIST'],
      DEMO.bakerySupport,
    ]);
    const manager = await app.as(DEMO.bakerySupport);
    const owner = await userRow(DEMO.bakeryOwner);
    const writes = [
      () => manager.post(`/api/user/${owner.id}`, { email: 'attacker@evil.example' }),
      () => manager.post(`/api/user/${owner.id}`, { name: 'Taken Over' }),
      () => manager.post(`/api/user/${owner.id}`, { roles: ['TRANSACTION_LIST'] }),
      () => manager.post(`/api/user/${owner.id}`, { blocked: true }),
      () => manager.request('PUT', `/api/user/${owner.id}`, { language: 'nl' }),
      () => manager.post(`/api/user/${owner.id}/reset-mfa`),
      () => manager.delete(`/api/user/${owner.id}`),
    ];
    for (const write of writes) {
      const answer = await write();
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toContain('USER_ALL');
    }
    expect(await userRow(DEMO.bakeryOwner)).toEqual(owner);
    // Its peers and those below it remain the manager's to manage.
    const shop = await userRow(DEMO.shopOwner);
    await app.query('UPDATE users SET roles = $1 WHERE id = $2', [['TRANSACTION_LIST'], shop.id]);
    expect((await manager.post(`/api/user/${shop.id}`, { name: 'Winkel' })).statusCode).toBe(200);
  });

  it('applies the same rule to provider staff managing provider staff', async () => {
    await app.query('UPDATE users SET roles = $1 WHERE email = $2', [['PSP_USER_ALL'], DEMO.pspSupport]);
    const staffManager = await app.as(DEMO.pspSupport);
    const admin = await userRow(DEMO.pspAdmin);
    for (const answer of [
      await staffManager.post(`/api/user/${admin.id}`, { email: 'attacker@evil.example' }),
      await staffManager.post(`/api/user/${admin.id}/reset-mfa`),
      await staffManager.delete(`/api/user/${admin.id}`),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toContain('PSP_ALL');
    }
    expect(await userRow(DEMO.pspAdmin)).toEqual(admin);
    // PSP_ALL does not cover PSP_SUPER: the provider admin cannot touch the super user either.
    const superUser = await userRow(DEMO.super);
    const pspAdmin = await app.as(DEMO.pspAdmin);
    expect((await pspAdmin.post(`/api/user/${superUser.id}`, { name: 'X' })).statusCode).toBe(403);
  });
});

describe('demo mailbox', () => {
  const read = (path: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.server.fastify.inject({ method: 'GET', url: path, remoteAddress, headers });

  it('is readable only from the machine the server runs on, whoever asks from elsewhere', async () => {
    expect((await read('/dev/mailbox.json', '127.0.0.1')).statusCode).toBe(200);
    expect((await read('/dev/mailbox', '::1')).statusCode).toBe(200);
    for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
      expect((await read(path, '203.0.113.9')).statusCode).toBe(403);
      // Through a proxy on this machine: the proxy connects from loopback but names the client.
      expect((await read(path, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    }
    const merchantLogin = await login(DEMO.bakeryOwner);
    const cookie = merchantLogin.cookies.find((c) => c.name === 'psp_session')!;
    expect(
      (await read('/dev/mailbox.json', '203.0.113.9', { cookie: `psp_session=${cookie.value}` })).statusCode,
    ).toBe(403);
  });

  it('is not registered in production', async () => {
    const production = Fastify();
    registerMailboxRoutes(production, app.server.database, { ...app.server.config, production: true });
    expect((await production.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    await production.close();
  });

  it('does not exist with SMTP_URL set; the session cookie is Secure behind an https PUBLIC_URL', async () => {
    const delivering = await startTestApp({
      smtpUrl: 'smtp://127.0.0.1:9',
      publicUrl: 'https://psp.example',
    });
    try {
      expect((await delivering.anonymous.get('/dev/mailbox.json')).statusCode).toBe(404);
      // Without the route the path is the web app's (its index.html when built), never the outbox.
      expect((await delivering.anonymous.get('/dev/mailbox')).body).not.toContain('Mailbox (demo)');
      const answer = await delivering.anonymous.post('/api/auth/login', {
        username: DEMO.bakeryOwner,
        password: DEMO_PASSWORD,
      });
      expect(answer.cookies.find((c) => c.name === 'psp_session')).toMatchObject({ secure: true });
    } finally {
      await delivering.close();
    }
    const plain = await login(DEMO.bakeryOwner);
    expect(plain.cookies.find((c) => c.name === 'psp_session')?.secure).toBeFalsy();
  });
});

describe('single-use links and codes', () => {
  it('voids an older reset link once a newer one is used, and a link works once', async () => {
    const email = DEMO.bakeryFinance;
    await app.anonymous.post('/api/auth/forgot-password', { email });
    await app.anonymous.post('/api/auth/forgot-password', { email });
    const [newer, older] = (await mailsTo(email)).map((mail) => tokenIn(mail.text, 'updatePassword'));
    expect(newer).not.toBe(older);
    const set = (token: string, password: string) =>
      app.anonymous.post('/api/auth/update-password', { token, password });
    expect((await set(newer!, 'Nieuw-Kassaboek-2026')).statusCode).toBe(200);
    for (const reused of [
      await set(newer!, 'Ander-Kassaboek-2027'),
      await set(older!, 'Ander-Kassaboek-2027'),
    ]) {
      expect(reused.statusCode).toBe(400);
      expect(reused.json().details[0]).toMatchObject({ path: 'body.token', code: 'invalid_token' });
    }
    expect((await login(email, 'Nieuw-Kassaboek-2026')).json().status).toBe('success');
  });

  it('voids the other e-mail change links once one is used', async () => {
    const client = await app.as(DEMO.siblingWebDeveloper);
    await client.post('/api/auth/profile/email-change');
    await client.post('/api/auth/profile/email-change');
    const [newer, older] = (await mailsTo(DEMO.siblingWebDeveloper)).map((mail) =>
      tokenIn(mail.text, 'updateEmail'),
    );
    const change = (token: string, email: string) =>
      app.anonymous.post('/api/auth/update-email', { token, email });
    expect((await change(newer!, 'webshop2@ateliernoord.demo')).statusCode).toBe(200);
    expect((await change(older!, 'attacker@evil.example')).statusCode).toBe(400);
    expect((await change(newer!, 'attacker@evil.example')).statusCode).toBe(400);
    expect(await app.query('SELECT 1 FROM users WHERE email = $1', ['attacker@evil.example'])).toEqual([]);
  });

  it('accepts an authenticator code once: the same code replayed within its window is refused', async () => {
    const secret = newTotpSecret();
    await app.query("UPDATE users SET mfa_type = 'google', totp_secret = $2 WHERE email = $1", [
      DEMO.siblingOwner,
      app.server.secrets.seal(secret),
    ]);
    const code = currentTotp(secret);
    const verify = async () => {
      const challenge = (await login(DEMO.siblingOwner)).json();
      return app.anonymous.post('/api/auth/mfa', {
        username: DEMO.siblingOwner,
        token: challenge.mfa_token,
        code,
      });
    };
    expect((await verify()).json().status).toBe('success');
    const replayed = await verify();
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe('invalid_code');
  });
});

describe('login throttling', () => {
  it('answers a throttled account exactly like an unknown one, and never locks its owner out elsewhere', async () => {
    const guess = async (username: string) => {
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const answer = await login(username, `Wrong-${randomBytes(4).toString('hex')}-1!`);
        answers.push([answer.statusCode, answer.json()]);
      }
      return answers;
    };
    const known = await guess(DEMO.pspAdmin);
    const unknown = await guess('nobody-at-all@lighthouse.demo');
    expect(known).toEqual(unknown);
    expect(known.slice(0, 10).every(([status]) => status === 401)).toBe(true);
    expect(known[10]).toEqual([
      429,
      { error: 'rate_limited', message: 'Too many failed attempts; try again later' },
    ]);
    // The right password from the guessing address waits too; the admin at its own desk gets in.
    expect((await login(DEMO.pspAdmin)).statusCode).toBe(429);
    const elsewhere = await app.server.fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO.pspAdmin, password: DEMO_PASSWORD },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.json().status).toBe('success');
  });
});
