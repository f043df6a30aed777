import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
});
afterAll(() => app?.close());

async function refused(body: Record<string, unknown>) {
  const response = await owner.post('/api/checkoutdesign', { name: 'Design', ...body });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().details as { path: string; code: string; message: string }[];
}

describe('checkout designs', () => {
  it('creates with the name only and fills in the defaults of 000 §3 and §9', async () => {
    const created = await owner.post('/api/checkoutdesign', { name: 'Summer sale' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Summer sale',
      number_format: 'en_US',
      header_payment_description: 'merchant_reference',
      show_language_switch: false,
      header_color: '#c92a2a',
      button_color: '#c92a2a',
      header_text_color: '#ffffff',
      button_text_color: '#ffffff',
      css: null,
    });
    const missing = await owner.post('/api/checkoutdesign', { description: 'no name' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((detail: { path: string }) => detail.path)).toEqual(['body.name']);
  });

  it('takes colours as #rrggbb and images as http(s) addresses', async () => {
    expect((await refused({ header_color: 'red' })).map((detail) => detail.path)).toEqual([
      'body.header_color',
    ]);
    expect((await refused({ button_text_color: '#fff' })).map((detail) => detail.path)).toEqual([
      'body.button_text_color',
    ]);
    expect((await refused({ logo_url: 'javascript:alert(1)' })).map((detail) => detail.path)).toEqual([
      'body.logo_url',
    ]);
    expect(
      (await refused({ background_image_url: 'ftp://x.test/a.png' })).map((detail) => detail.path),
    ).toEqual(['body.background_image_url']);
    expect((await refused({ payment_product_order: 'ideal,bitcoin' })).map((detail) => detail.path)).toEqual([
      'body.payment_product_order',
    ]);
    expect((await refused({ number_format: 'xx_XX' })).map((detail) => detail.path)).toEqual([
      'body.number_format',
    ]);
  });

  it('refuses css that loads from elsewhere, runs script or breaks out of its style element', async () => {
    for (const css of [
      'body { background: url(https://tracker.example/p.gif) }',
      "@import 'https://cdn.example/x.css';",
      'div { width: expression(alert(1)) }',
      'a { background: url(javascript:alert(1)) }',
      '</style><script>alert(1)</script>',
      'body { background: \\75 rl(https://tracker.example/p.gif) }',
      'body { background-image: image-set("https://cdn.example/a.png" 1x) }',
    ]) {
      const details = await refused({ css });
      expect(details.length, css).toBeGreaterThan(0);
      expect(
        details.every((detail) => detail.path === 'body.css'),
        css,
      ).toBe(true);
    }
    const message = (await refused({ css: 'body { background: url("//cdn.example/a.png") }' }))[0]!.message;
    expect(message).toContain('data:image');
  });

  it('accepts css with data: images and updates, role-checked', async () => {
    const css =
      '.pay-button { border-radius: 12px; background-image: url("data:image/png;base64,iVBORw0KGgo=") }';
    const created = await owner.post('/api/checkoutdesign', { name: 'Rounded', css });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const updated = await owner.request('PUT', `/api/checkoutdesign/${id}`, {
      button_color: '#1c7ed6',
      show_language_switch: true,
      payment_product_order: 'ideal, card',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ css, button_color: '#1c7ed6', show_language_switch: true });
    const badUpdate = await owner.post(`/api/checkoutdesign/${id}`, { css: '@import url(x.css);' });
    expect(badUpdate.statusCode).toBe(400);

    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/checkoutdesign')).statusCode).toBe(403);
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/checkoutdesign/${id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/checkoutdesign/${id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/checkoutdesign/${id}`)).statusCode).toBe(404);
  });
});
