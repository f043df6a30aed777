import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('terminals (001 §2.10)', () => {
  it("keeps a merchant's terminals, active or inactive, each serial number once, and hides them from other merchants", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const seeded = await owner.get('/api/terminal?_limit=100');
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().length).toBeGreaterThan(0);
    const created = await owner.post('/api/terminal', {
      name: 'Kassa 3',
      serial_number: 'pax-1234-5678',
      model: 'PAX A920',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ serial_number: 'PAX-1234-5678', status: 'ACTIVE' });
    const id = created.json().id as string;

    const again = await owner.post('/api/terminal', {
      name: 'Kassa 4',
      serial_number: 'PAX-1234-5678',
      model: 'PAX A77',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0].path).toBe('body.serial_number');

    const bad = await owner.post('/api/terminal', {
      name: '',
      serial_number: '12',
      model: 'Phone',
      colour: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.colour', 'body.model', 'body.name', 'body.serial_number']);

    const deactivated = await owner.post(`/api/terminal/${id}`, { status: 'INACTIVE' });
    expect(deactivated.json().status).toBe('INACTIVE');
    expect(
      (await owner.get('/api/terminal?status=INACTIVE')).json().map((row: { id: string }) => row.id),
    ).toContain(id);

    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/terminal/${id}`)).statusCode).toBe(404);
    const atelier = await organisationIdOf(app, DEMO.siblingOwner);
    const psp = await app.as(DEMO.pspAdmin);
    expect((await psp.inScope(atelier).get(`/api/terminal/${id}`)).statusCode).toBe(404);
  });
});
