import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../platform/crypto/secret-box.js';
import { DEMO_TOTP_SECRET } from '../seed/demo-organisations.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { eventually } from '../test/eventually.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { issueToken } from './auth-tokens.js';
import { currentTotp, newTotpSecret } from './mfa.js';
import { sealClearTotpSecrets } from './totp-secrets.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const login = (username: string, password = DEMO_PASSWORD, cookie?: string) =>
  app.anonymous.request('POST', '/api/auth/login', { username, password }, cookie ? { cookie } : {});

/** The newest mail to a recipient as the dev mailbox shows it. */
async function latestMail(recipient: string, after = 0) {
  return eventually(async () => {
    const mails = (await app.anonymous.get(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}`)).json();
    return mails.length > after ? mails[0] : undefined;
  });
}

async function mailCount(recipient: string): Promise<number> {
  return (await app.anonymous.get(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}`)).json().length;
}

describe('MFA by e-mail', () => {
  it('asks for the code, rejects a wrong one, accepts the mailed one and remembers the device', async () => {
    await app.query("UPDATE users SET mfa_type = 'email' WHERE email = $1", [DEMO.bakeryFinance]);
    const before = await mailCount(DEMO.bakeryFinance);
    const first = (await login(DEMO.bakeryFinance)).json();
    expect(first).toMatchObject({ status: 'mfa_required', mfa_type: 'email', username: DEMO.bakeryFinance });
    expect(first.me).toBeUndefined();
    const mail = await latestMail(DEMO.bakeryFinance, before);
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    expect(mail.text).toContain('30');

    const body = { username: DEMO.bakeryFinance, token: first.mfa_token, remember: true };
    const wrong = await app.anonymous.post('/api/auth/mfa', {
      ...body,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_code');
    const right = await app.anonymous.post('/api/auth/mfa', { ...body, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().status).toBe('success');
    const trusted = right.cookies.find((cookie) => cookie.name === 'psp_trusted')!;
    expect(trusted).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(right.cookies.some((cookie) => cookie.name === 'psp_session')).toBe(true);

    const again = await app.anonymous.post('/api/auth/mfa', { ...body, code });
    expect(again.json().error).toBe('invalid_token');
    const skipped = await login(DEMO.bakeryFinance, DEMO_PASSWORD, `psp_trusted=${trusted.value}`);
    expect(skipped.json().status).toBe('success');
  });

  it('spends the challenge after 5 wrong codes', async () => {
    const challenge = (await login(DEMO.bakeryFinance)).json();
    const body = { username: DEMO.bakeryFinance, token: challenge.mfa_token, remember: false };
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        (await app.anonymous.post('/api/auth/mfa', { ...body, code: `99999${attempt}` })).json().error,
      );
    }
    expect(answers).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'too_many_attempts',
    ]);
    const mail = await latestMail(DEMO.bakeryFinance);
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    expect((await app.anonymous.post('/api/auth/mfa', { ...body, code })).json().error).toBe('invalid_token');
  });

  it('validates the code: six digits', async () => {
    const response = await app.anonymous.post('/api/auth/mfa', {
      username: DEMO.bakeryFinance,
      token: 'x',
      code: '12ab',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.code');
  });
});

describe('MFA with an authenticator app (TOTP)', () => {
  it('accepts the current RFC 6238 code', async () => {
    const secret = newTotpSecret();
    await app.query("UPDATE users SET mfa_type = 'google', totp_secret = $2 WHERE email = $1", [
      DEMO.bakerySupport,
      app.server.secrets.seal(secret),
    ]);
    const challenge = (await login(DEMO.bakerySupport)).json();
    expect(challenge).toMatchObject({ status: 'mfa_required', mfa_type: 'google' });
    const response = await app.anonymous.post('/api/auth/mfa', {
      username: DEMO.bakerySupport,
      token: challenge.mfa_token,
      code: currentTotp(secret),
    });
    expect(response.json().status).toBe('success');
  });

  it('keeps the secrets sealed at rest: the seeded ones, and a clear one of an older database', async () => {
    const seeded = await app.query<{ totp_secret: string }>(
      "SELECT totp_secret FROM users WHERE mfa_type = 'google' AND totp_secret IS NOT NULL",
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(row.totp_secret).toMatch(/^v1:/);
      expect(row.totp_secret).not.toContain(DEMO_TOTP_SECRET);
    }
    const secret = newTotpSecret();
    await app.query(
      "UPDATE users SET mfa_type = 'google', totp_secret = $2, totp_last_step = NULL WHERE email = $1",
      [DEMO.bakerySupport, secret],
    );
    expect(await sealClearTotpSecrets(app.server.database, app.server.secrets)).toBe(1);
    expect(await sealClearTotpSecrets(app.server.database, app.server.secrets)).toBe(0);
    const [stored] = await app.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM users WHERE email = $1',
      [DEMO.bakerySupport],
    );
    expect(stored!.totp_secret).toMatch(/^v1:/);
    const challenge = (await login(DEMO.bakerySupport)).json();
    const response = await app.anonymous.post('/api/auth/mfa', {
      username: DEMO.bakerySupport,
      token: challenge.mfa_token,
      code: currentTotp(secret),
    });
    expect(response.json().status).toBe('success');
  });
});

describe('a TOTP secret this server cannot open', () => {
  it('matches no code, not even the right one', async () => {
    const secret = newTotpSecret();
    const otherKey = createSecretBox(randomBytes(32));
    await app.query("UPDATE users SET mfa_type = 'google', totp_secret = $2 WHERE email = $1", [
      DEMO.bakerySupport,
      otherKey.seal(secret),
    ]);
    const challenge = (await login(DEMO.bakerySupport)).json();
    const response = await app.anonymous.post('/api/auth/mfa', {
      username: DEMO.bakerySupport,
      token: challenge.mfa_token,
      code: currentTotp(secret),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_code');
  });
});

describe('forced MFA set-up', () => {
  it('makes a user of an organisation that requires MFA set it up before logging in', async () => {
    await app.query(
      'UPDATE organisations SET mfa_required = true WHERE id = (SELECT organisation_id FROM users WHERE email = $1)',
      [DEMO.siblingOwner],
    );
    const first = (await login(DEMO.siblingOwner)).json();
    expect(first.status).toBe('mfa_setup_required');
    const setup = (
      await app.anonymous.post('/api/auth/mfa/setup', { token: first.token, type: 'google' })
    ).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(setup.otpauth_url).toContain('otpauth://totp/');
    expect(setup.qr_svg).toContain('<svg');
    const confirmed = await app.anonymous.post('/api/auth/mfa/setup/confirm', {
      token: first.token,
      code: currentTotp(setup.secret),
    });
    expect(confirmed.json().status).toBe('success');
    const [user] = await app.query<{ mfa_type: string }>('SELECT mfa_type FROM users WHERE email = $1', [
      DEMO.siblingOwner,
    ]);
    expect(user!.mfa_type).toBe('google');
    expect((await login(DEMO.siblingOwner)).json().status).toBe('mfa_required');
  });
});

describe('forgot and update password', () => {
  it('answers the same whether or not the user exists, and mails a single-use link', async () => {
    const unknown = await app.anonymous.post('/api/auth/forgot-password', { email: 'nobody@nowhere.demo' });
    const before = await mailCount(DEMO.shopOwner);
    const known = await app.anonymous.post('/api/auth/forgot-password', { email: DEMO.shopOwner });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await latestMail(DEMO.shopOwner, before);
    const token = decodeURIComponent(/updatePassword\?token=([\w%-]+)/.exec(mail.text)![1]!);

    const session = await app.as(DEMO.shopOwner);
    const attempt = (password: string) =>
      app.anonymous.post('/api/auth/update-password', { token, password });
    expect((await attempt('short')).json().details[0]).toMatchObject({
      path: 'body.password',
      code: 'password_policy',
    });
    expect((await attempt('Password2024!')).json().details[0]).toMatchObject({
      path: 'body.password',
      code: 'password_leaked',
    });
    expect((await attempt(DEMO_PASSWORD)).json().details[0]).toMatchObject({
      path: 'body.password',
      code: 'password_reused',
    });
    const done = await attempt('Brood-en-Banket-77');
    expect(done.json()).toEqual({ status: 'updated' });
    expect((await session.get('/api/auth/me')).statusCode).toBe(401);
    expect((await attempt('Another-Good-One-88')).json().details[0]).toMatchObject({
      path: 'body.token',
      code: 'invalid_token',
    });
    expect((await login(DEMO.shopOwner, 'Brood-en-Banket-77')).json().status).toBe('success');
    expect((await login(DEMO.shopOwner)).statusCode).toBe(401);
  });
});

describe('invite', () => {
  it('mails a new user a link to choose a password (valid 24 hours) that logs them in once set', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/user', {
      email: 'nieuw@goudenkorst.demo',
      name: 'Nieuwe Collega',
      language: 'nl',
      roles: ['TRANSACTION_LIST'],
    });
    expect(created.statusCode).toBe(201);
    const mail = await latestMail('nieuw@goudenkorst.demo');
    expect(mail.subject).toBe('Je account staat klaar');
    expect(mail.text).toContain('24 hours');
    const token = decodeURIComponent(/updatePassword\?token=([\w%-]+)&new=true/.exec(mail.text)![1]!);
    const [expiry] = await app.query<{ hours: number }>(
      "SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM auth_tokens WHERE purpose = 'invite' ORDER BY created_at DESC LIMIT 1",
    );
    expect(expiry!.hours).toBe(24);
    expect((await login('nieuw@goudenkorst.demo', 'Eerste-Wachtwoord-99')).statusCode).toBe(401);
    expect(
      (await app.anonymous.post('/api/auth/update-password', { token, password: 'Eerste-Wachtwoord-99' }))
        .statusCode,
    ).toBe(200);
    expect((await login('nieuw@goudenkorst.demo', 'Eerste-Wachtwoord-99')).json().status).toBe('success');
  });
});

describe('update e-mail', () => {
  it('changes the address with a valid token and refuses a bad one', async () => {
    const [user] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.pspSupport,
    ]);
    const token = await issueToken(app.server.database.db, user!.id, 'email_change');
    const bad = await app.anonymous.post('/api/auth/update-email', {
      token: 'nope',
      email: 'helpdesk@lighthouse.demo',
    });
    expect(bad.json().details[0]).toMatchObject({ path: 'body.token', code: 'invalid_token' });
    const invalid = await app.anonymous.post('/api/auth/update-email', { token, email: 'x@' });
    expect(invalid.json().details[0].path).toBe('body.email');
    const done = await app.anonymous.post('/api/auth/update-email', {
      token,
      email: 'Helpdesk@Lighthouse.demo',
    });
    expect(done.json()).toEqual({ status: 'updated' });
    expect((await login('helpdesk@lighthouse.demo')).json().status).toBe('success');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function smtpListener(port: number, received: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('mail over SMTP', () => {
  it('delivers through the SMTP server, and retries until a server that was down comes up', async () => {
    const port = await freePort();
    const smtp = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const queued = await smtp.anonymous.post('/api/auth/forgot-password', { email: DEMO.bakeryOwner });
      expect(queued.statusCode).toBe(202);
      const failed = await eventually(async () => {
        const [row] = await smtp.query<{ attempts: number; last_error: string | null; status: string }>(
          'SELECT attempts, last_error, status FROM mail_outbox ORDER BY created_at DESC LIMIT 1',
        );
        return row && row.attempts > 0 ? row : undefined;
      });
      expect(failed).toMatchObject({ status: 'queued' });
      expect(failed.last_error).toMatch(/ECONNREFUSED/);

      const received: string[] = [];
      const listener = await smtpListener(port, received);
      try {
        const sent = await eventually(async () => {
          const [row] = await smtp.query<{ status: string }>(
            'SELECT status FROM mail_outbox ORDER BY created_at DESC LIMIT 1',
          );
          return row?.status === 'sent' ? row : undefined;
        }, 60_000);
        expect(sent.status).toBe('sent');
        expect(received).toHaveLength(1);
        expect(received[0]).toContain(DEMO.bakeryOwner);
        expect(received[0]).toContain('/updatePassword?token=');
      } finally {
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
    } finally {
      await smtp.close();
    }
  }, 90_000);
});
