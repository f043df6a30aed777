import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const defaults = () =>
  app.query<{ name: string; default: boolean; psp_default: boolean }>(
    'SELECT name, "default", psp_default FROM welcome_mails WHERE "default" OR psp_default ORDER BY name',
  );

describe('welcome mails', () => {
  it('seeds the built-in default template', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const [builtIn] = (await admin.get('/api/welcomemail?_search=built-in')).json();
    expect(builtIn.content).toContain('<h2>Welcome to Lighthouse</h2>');
    expect(builtIn.content).toContain('This link expires in 24 hours.');
  });

  it('stores content sanitised: no scripts, styles, event handlers or unsafe links', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const created = await admin.post('/api/welcomemail', {
      name: 'Sneaky',
      content: [
        '<p onclick="steal()">Hi <strong>[name]</strong></p>',
        '<script>alert(1)</script><style>p { color: red }</style>',
        '<a href="javascript:alert(1)">bad</a> <a href="[url]">[url]</a> <a href="https://example.com">ok</a>',
        '<img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    expect(created.statusCode).toBe(201);
    const content: string = created.json().content;
    expect(content).toBe(
      '<p>Hi <strong>[name]</strong></p><a>bad</a> <a href="[url]">[url]</a> <a href="https://example.com">ok</a>',
    );
    const updated = await admin.post(`/api/welcomemail/${created.json().id}`, {
      content: '<p>[enter_password_button]</p><script>x()</script>',
    });
    expect(updated.json().content).toBe('<p>[enter_password_button]</p>');
  });

  it('requires a name and content with text, also after sanitising', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const empty = await admin.post('/api/welcomemail', { name: '', content: '<p></p>' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.content', 'body.name']);
    const onlyScript = await admin.post('/api/welcomemail', {
      name: 'Script',
      content: '<script>alert("hello")</script>',
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().details[0]).toMatchObject({ path: 'body.content' });
  });

  it('keeps one default per side: toggling a flag on takes it from the other row', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const created = (
      await admin.post('/api/welcomemail', { name: 'Autumn welcome', content: '<p>Hello [name]</p>' })
    ).json();
    expect(created).toMatchObject({ default: false, psp_default: false });
    const toggled = await admin.post(`/api/welcomemail/${created.id}`, { id: created.id, psp_default: true });
    expect(toggled.statusCode).toBe(200);
    expect(await defaults()).toEqual([
      { name: 'Autumn welcome', default: false, psp_default: true },
      { name: 'Welcome: merchants', default: true, psp_default: false },
    ]);
    await admin.post(`/api/welcomemail/${created.id}`, { id: created.id, default: true });
    expect(await defaults()).toEqual([{ name: 'Autumn welcome', default: true, psp_default: true }]);
    await admin.post(`/api/welcomemail/${created.id}`, { id: created.id, default: false });
    expect(await defaults()).toEqual([{ name: 'Autumn welcome', default: false, psp_default: true }]);
    // A new row created as the default takes the flag too.
    await admin.post('/api/welcomemail', { name: 'Winter welcome', content: '<p>Hi</p>', psp_default: true });
    expect(await defaults()).toEqual([{ name: 'Winter welcome', default: false, psp_default: true }]);
  });

  it('mails a preview to the requesting user only', async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const [template] = (await admin.get('/api/welcomemail?_search=Lighthouse staff')).json();
    const before = await app.query('SELECT id FROM mail_outbox');
    const response = await admin.post(`/api/welcomemail/${template.id}/preview`);
    expect(response.statusCode).toBe(202);
    const mails = await app.query<{ recipient: string; subject: string; html: string }>(
      'SELECT recipient, subject, html FROM mail_outbox ORDER BY created_at DESC',
    );
    expect(mails.length).toBe(before.length + 1);
    expect(mails[0]!.recipient).toBe(DEMO.pspAdmin);
    // In the requesting user's language (the demo admin reads Dutch).
    expect(mails[0]!.subject).toBe('Voorbeeld: Je account staat klaar');
    expect(mails[0]!.html).toContain('as a member of the Lighthouse Payments team');
    expect(mails[0]!.html).not.toContain('[name]');
  });

  it('is for provider staff with PSP_WELCOME_MAIL_* only', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/welcomemail')).statusCode).toBe(403);
    const support = await app.as(DEMO.pspSupport);
    const [row] = await app.query<{ id: string }>('SELECT id FROM welcome_mails LIMIT 1');
    expect((await support.post(`/api/welcomemail/${row!.id}/preview`)).statusCode).toBe(403);
    expect((await support.post(`/api/welcomemail/${row!.id}`, { default: true })).statusCode).toBe(403);
  });
});
