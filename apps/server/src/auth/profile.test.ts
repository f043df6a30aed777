import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { currentTotp } from './mfa.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('/profile', () => {
  it('shows my sessions, marks the current one, and lets me sign another out', async () => {
    const laptop = await app.as(DEMO.pspAdmin);
    const phone = await app.as(DEMO.pspAdmin);
    const profile = (await laptop.get('/api/auth/profile')).json();
    expect(profile).toMatchObject({ email: DEMO.pspAdmin, mfa_type: null, mfa_required: false });
    expect(profile.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const other = profile.sessions.find((session: { current: boolean }) => !session.current);
    expect((await laptop.delete(`/api/auth/profile/sessions/${other.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
    const stranger = await app.as(DEMO.bakeryOwner);
    const current = profile.sessions.find((session: { current: boolean }) => session.current);
    expect((await stranger.delete(`/api/auth/profile/sessions/${current.id}`)).statusCode).toBe(404);
  });

  it('changes name and language', async () => {
    const client = await app.as(DEMO.super);
    expect(
      (await client.post('/api/auth/profile', { name: 'Platform Admin', language: 'nl' })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({
      name: 'Platform Admin',
      language: 'nl',
    });
    expect((await client.request('PUT', '/api/auth/profile', { language: 'fr' })).statusCode).toBe(400);
  });

  it('changes the password after checking the current one, ending my other sessions', async () => {
    const client = await app.as(DEMO.bakeryOwner);
    const other = await app.as(DEMO.bakeryOwner);
    const wrong = await client.post('/api/auth/profile/password', {
      current_password: 'nope-nope',
      password: 'Taart-met-Slagroom-12',
    });
    expect(wrong.json().details[0]).toMatchObject({ path: 'body.current_password', code: 'wrong_password' });
    const leaked = await client.post('/api/auth/profile/password', {
      current_password: DEMO_PASSWORD,
      password: 'Wachtwoord2024!',
    });
    expect(leaked.json().details[0].code).toBe('password_leaked');
    const done = await client.post('/api/auth/profile/password', {
      current_password: DEMO_PASSWORD,
      password: 'Taart-met-Slagroom-12',
    });
    expect(done.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('turns MFA on with an authenticator app and off again; refuses off when the organisation requires it', async () => {
    const client = await app.as(DEMO.bakeryFinance);
    // A session alone cannot put its own authenticator on the account: the password comes with it.
    const withoutPassword = await client.post('/api/auth/profile/mfa/setup', { type: 'google' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().details[0].path).toBe('body.password');
    const wrongPassword = await client.post('/api/auth/profile/mfa/setup', {
      type: 'google',
      password: 'Wrong-Password-1!',
    });
    expect(wrongPassword.json().details[0]).toMatchObject({ path: 'body.password', code: 'wrong_password' });
    const setup = (
      await client.post('/api/auth/profile/mfa/setup', { type: 'google', password: DEMO_PASSWORD })
    ).json();
    expect(setup.qr_svg).toContain('<svg');
    expect(
      (await client.post('/api/auth/profile/mfa/confirm', { token: setup.token, code: '000000' })).statusCode,
    ).toBe(401);
    const confirmed = await client.post('/api/auth/profile/mfa/confirm', {
      token: setup.token,
      code: currentTotp(setup.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.get('/api/auth/profile')).json().mfa_type).toBe('google');

    await app.query(
      'UPDATE organisations SET mfa_required = true WHERE id = (SELECT organisation_id FROM users WHERE email = $1)',
      [DEMO.bakeryFinance],
    );
    expect((await client.post('/api/auth/profile/mfa/disable', { password: DEMO_PASSWORD })).statusCode).toBe(
      409,
    );
    await app.query(
      'UPDATE organisations SET mfa_required = false WHERE id = (SELECT organisation_id FROM users WHERE email = $1)',
      [DEMO.bakeryFinance],
    );
    expect((await client.post('/api/auth/profile/mfa/disable', { password: 'wrong-one' })).statusCode).toBe(
      400,
    );
    expect((await client.post('/api/auth/profile/mfa/disable', { password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/auth/profile')).json().mfa_type).toBe(null);
  });

  it('allows 5 wrong current passwords per 15 minutes, then answers 429 even to the right one', async () => {
    const client = await app.as(DEMO.siblingOwner);
    const change = (current_password: string) =>
      client.post('/api/auth/profile/password', { current_password, password: 'Nieuw-Atelier-Wachtwoord-7' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change('Wrong-Password-1!')).statusCode).toBe(400);
    }
    const limited = await change(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    // The same budget guards turning MFA off.
    expect((await client.post('/api/auth/profile/mfa/disable', { password: DEMO_PASSWORD })).statusCode).toBe(
      429,
    );
  });

  it('mails a link to change my e-mail address that the update-email flow accepts', async () => {
    const client = await app.as(DEMO.bakerySupport);
    expect((await client.post('/api/auth/profile/email-change')).statusCode).toBe(202);
    const mails = (await app.anonymous.get(`/dev/mailbox.json?to=${DEMO.bakerySupport}`)).json();
    const token = decodeURIComponent(/updateEmail\?token=([\w%-]+)/.exec(mails[0].text)![1]!);
    const done = await app.anonymous.post('/api/auth/update-email', {
      token,
      email: 'klantenservice@goudenkorst.demo',
    });
    expect(done.json()).toEqual({ status: 'updated' });
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });
});
