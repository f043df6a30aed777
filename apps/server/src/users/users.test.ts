import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const login = (username: string, password = DEMO_PASSWORD) =>
  app.anonymous.post('/api/auth/login', { username, password });

async function latestMail(recipient: string) {
  const [mail] = await app.query<{ subject: string; html: string; text: string }>(
    'SELECT subject, html, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
    [recipient],
  );
  if (!mail) throw new Error(`no mail to ${recipient}`);
  return mail;
}

const inviteToken = (text: string) =>
  decodeURIComponent(/updatePassword\?token=([\w%-]+)&new=true/.exec(text)![1]!);

async function userId(email: string): Promise<string> {
  const [row] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return row!.id;
}

describe('invite', () => {
  it('refuses an invite without roles, and an e-mail address that is taken, on their fields', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const noRoles = await owner.post('/api/user', {
      email: 'leeg@goudenkorst.demo',
      name: 'Leeg',
      roles: [],
    });
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().details[0]).toMatchObject({ path: 'body.roles', code: 'too_small' });
    const taken = await owner.post('/api/user', {
      email: DEMO.bakeryFinance.toUpperCase(),
      name: 'Dubbel',
      roles: ['TRANSACTION_LIST'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([
      expect.objectContaining({ path: 'body.email', code: 'email_taken' }),
    ]);
    const shop = await userId(DEMO.shopOwner);
    const renamed = await owner.post(`/api/user/${shop}`, { email: DEMO.bakeryFinance });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().details[0].code).toBe('email_taken');
  });

  it('gives the sign-in page, not the one-time link, where the mail says you can always sign in', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    await owner.post('/api/user', {
      email: 'kassa2@goudenkorst.demo',
      name: 'Kassa',
      roles: ['TRANSACTION_LIST'],
    });
    const mail = await latestMail('kassa2@goudenkorst.demo');
    expect(mail.html).toMatch(/You can always sign in at <a href="http[^"]+\/login">http[^<]+\/login<\/a>/);
  });

  it('mails a new merchant user the merchant default welcome mail; the link sets a password once, valid 24 hours', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/user', {
      email: 'Kassa@GoudenKorst.demo',
      name: 'Kassa Medewerker',
      language: 'en',
      roles: ['TRANSACTION_LIST'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'kassa@goudenkorst.demo',
      status: 'INVITED',
      blocked: false,
    });

    const mail = await latestMail('kassa@goudenkorst.demo');
    expect(mail.subject).toBe('Your account is ready');
    expect(mail.html).toContain('where you manage the payments of your organisation');
    expect(mail.html).toContain('Dear Kassa Medewerker,');
    expect(mail.html).toContain('Choose your password</a>');
    expect(mail.html).toContain('/forgotPassword"');
    expect(mail.html).not.toMatch(/\[(url|name|enter_password_button|url_forgot_password)\]/);
    const [expiry] = await app.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM auth_tokens
        WHERE purpose = 'invite' AND user_id = $1`,
      [created.json().id],
    );
    expect(expiry!.hours).toBe(24);

    const token = inviteToken(mail.text);
    const set = await app.anonymous.post('/api/auth/update-password', {
      token,
      password: 'Verse-Croissant-42',
    });
    expect(set.statusCode).toBe(200);
    expect((await login('kassa@goudenkorst.demo', 'Verse-Croissant-42')).json().status).toBe('success');
    expect(
      (await app.anonymous.post('/api/auth/update-password', { token, password: 'Tweede-Croissant-42' }))
        .statusCode,
    ).toBe(400);
    expect((await owner.get(`/api/user/${created.json().id}`)).json().status).toBe('ACTIVE');
  });

  it('mails new provider staff the PSP default', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const created = await admin.post('/api/user', {
      email: 'analyst@lighthouse.demo',
      name: 'Ana Lyst',
      roles: ['PSP_MERCHANT_LIST'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().organisation).toBe(await organisationIdOf(app, DEMO.pspAdmin));
    expect((await latestMail('analyst@lighthouse.demo')).html).toContain(
      'as a member of the Lighthouse Payments team',
    );
  });

  it('falls back to the built-in template in the user language when no row is the default', async () => {
    await app.query('UPDATE welcome_mails SET "default" = false');
    const owner = await app.as(DEMO.bakeryOwner);
    expect(
      (
        await owner.post('/api/user', {
          email: 'bakker@goudenkorst.demo',
          name: 'Bram Bakker',
          language: 'nl',
          roles: ['TRANSACTION_LIST'],
        })
      ).statusCode,
    ).toBe(201);
    const mail = await latestMail('bakker@goudenkorst.demo');
    expect(mail.subject).toBe('Je account staat klaar');
    expect(mail.html).toContain('Welkom bij Lighthouse');
    expect(mail.html).toContain('Hallo Bram Bakker');
    expect(mail.text).toContain('Deze link verloopt over 24 uur.');
    expect(mail.text).toContain('Wachtwoord kiezen: http');
    expect(mail.text).toMatch(/Wachtwoord vergeten: http\S+\/forgotPassword/);
    expect(inviteToken(mail.text)).toBeTruthy();
  });
});

describe('roles', () => {
  it('grants only roles the granting user holds, naming the others', async () => {
    await app.query('UPDATE users SET roles = $1 WHERE email = $2', [
      ['PLATFORMUSER_ALL', 'TRANSACTION_LIST', 'CUSTOMER_LIST'],
      DEMO.bakerySupport,
    ]);
    const lead = await app.as(DEMO.bakerySupport);
    const refused = await lead.post('/api/user', {
      email: 'stagiair@goudenkorst.demo',
      name: 'Stagiair',
      roles: ['TRANSACTION_LIST', 'REFUND_ALL'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('REFUND_ALL');
    expect(refused.json().message).not.toContain('TRANSACTION_LIST');

    // A user who holds a role the editor lacks is out of the editor's reach, whatever the change.
    const finance = await userId(DEMO.bakeryFinance);
    const refusedEdit = await lead.post(`/api/user/${finance}`, { name: 'Renamed' });
    expect(refusedEdit.statusCode).toBe(403);
    expect(refusedEdit.json().message).toContain('REFUND_ALL');
    // One whose roles it holds can be given and stripped of roles it holds.
    const support = await lead.post('/api/user', {
      email: 'balie@goudenkorst.demo',
      name: 'Balie',
      roles: ['TRANSACTION_LIST'],
    });
    const widened = await lead.post(`/api/user/${support.json().id}`, {
      roles: ['TRANSACTION_LIST', 'CUSTOMER_LIST'],
    });
    expect(widened.json().roles).toEqual(['TRANSACTION_LIST', 'CUSTOMER_LIST']);
  });

  it('refuses provider roles for merchant users, even from provider staff', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const notHeld = await owner.post('/api/user', {
      email: 'x1@goudenkorst.demo',
      name: 'X',
      roles: ['PSP_USER_LIST'],
    });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().message).toContain('PSP_USER_LIST');
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const admin = (await app.as(DEMO.pspAdmin)).inScope(bakery);
    const misplaced = await admin.post('/api/user', {
      email: 'x2@goudenkorst.demo',
      name: 'X',
      roles: ['PSP_ALL'],
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().details[0]).toMatchObject({ path: 'body.roles', code: 'invalid_role' });
    expect(misplaced.json().details[0].message).toContain('PSP_ALL');
    const bogus = await owner.post('/api/user', { email: 'x3@goudenkorst.demo', name: 'X', roles: ['NOPE'] });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().details[0].path).toMatch(/^body\.roles/);
  });

  it('manages provider staff with PSP_USER_* and merchant users with PLATFORMUSER_*', async () => {
    await app.query('UPDATE users SET roles = $1 WHERE email = $2', [['PSP_USER_ALL'], DEMO.pspSupport]);
    const staffAdmin = await app.as(DEMO.pspSupport);
    expect(
      (
        await staffAdmin.post('/api/user', {
          email: 'ops@lighthouse.demo',
          name: 'Ops',
          roles: ['PSP_USER_LIST'],
        })
      ).statusCode,
    ).toBe(201);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const refused = await staffAdmin
      .inScope(bakery)
      .post('/api/user', { email: 'y@goudenkorst.demo', name: 'Y', roles: ['TRANSACTION_LIST'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('PLATFORMUSER_CREATE');
    // Merchant users never see provider staff.
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get(`/api/user/${await userId(DEMO.pspAdmin)}`)).statusCode).toBe(404);
    expect(
      (await owner.get('/api/user?_limit=100'))
        .json()
        .every((u: { email: string }) => !u.email.endsWith('@lighthouse.demo')),
    ).toBe(true);
  });
});

describe('block, reset MFA, delete', () => {
  it('blocks a user: its sessions end and it cannot log in; unblocking lets it in again', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const shop = await app.as(DEMO.shopOwner);
    const id = await userId(DEMO.shopOwner);
    const blocked = await owner.post(`/api/user/${id}`, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true, status: 'BLOCKED' });
    expect((await shop.get('/api/auth/me')).statusCode).toBe(401);
    const refused = await login(DEMO.shopOwner);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('account_blocked');

    const self = await owner.post(`/api/user/${await userId(DEMO.bakeryOwner)}`, { blocked: true });
    expect(self.statusCode).toBe(409);

    expect((await owner.post(`/api/user/${id}`, { blocked: false })).json().status).toBe('ACTIVE');
    expect((await login(DEMO.shopOwner)).json().status).toBe('success');
  });

  it('resets MFA: the next login skips the code, or sets MFA up again where the organisation requires it', async () => {
    const email = 'owner@stroopwafelexpress.demo';
    expect((await login(email)).json().status).toBe('mfa_required');
    const id = await userId(email);
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.post(`/api/user/${id}/reset-mfa`)).statusCode).toBe(403);
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.post(`/api/user/${id}/reset-mfa`)).statusCode).toBe(404);

    const admin = await app.as(DEMO.pspAdmin);
    const reset = await admin.post(`/api/user/${id}/reset-mfa`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().mfa_type).toBeNull();
    expect((await login(email)).json().status).toBe('success');

    await app.query(
      'UPDATE organisations SET mfa_required = true WHERE id = (SELECT organisation_id FROM users WHERE id = $1)',
      [id],
    );
    expect((await login(email)).json().status).toBe('mfa_setup_required');
  });

  it('deletes a user, never yourself, only inside your organisation', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = (
      await owner.post('/api/user', {
        email: 'tijdelijk@goudenkorst.demo',
        name: 'Tijdelijk',
        roles: ['TRANSACTION_LIST'],
      })
    ).json();
    expect((await owner.delete(`/api/user/${await userId(DEMO.bakeryOwner)}`)).statusCode).toBe(409);
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.delete(`/api/user/${created.id}`)).statusCode).toBe(404);
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.delete(`/api/user/${created.id}`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/user/${created.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/user/${created.id}`)).statusCode).toBe(404);
  });
});
