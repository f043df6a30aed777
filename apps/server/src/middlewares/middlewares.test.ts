import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let atelier: string;

beforeAll(async () => {
  app = await startTestApp();
  atelier = await organisationIdOf(app, DEMO.siblingOwner);
});
afterAll(() => app?.close());

describe('middlewares: type from the catalogue (issue 9)', () => {
  it('refuses a type outside MIDDLEWARE_TYPES with a 400 naming body.type', async () => {
    const admin = (await app.as(DEMO.pspAdmin)).inScope(atelier);
    const response = await admin.post('/api/middleware', { name: 'Scoring', type: 'astrology' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual(['body.type']);
  });

  it('creates one of each catalogue type in the viewed merchant', async () => {
    const admin = (await app.as(DEMO.pspAdmin)).inScope(atelier);
    for (const type of ['fraud_screening', '3ds_server', 'currency_conversion']) {
      const response = await admin.post('/api/middleware', { name: `Test ${type}`, type });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ type, active: true });
      expect(response.json().organisation).toBe(atelier);
    }
  });
});
