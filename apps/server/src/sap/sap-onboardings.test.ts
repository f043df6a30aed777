import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('SAP onboardings (optional module sap)', () => {
  it('onboards a merchant with the module: CREATED, ONBOARDED with its customer number, DELETED; the rest refused', async () => {
    const [withSap] = await app.query<{ id: string }>(
      "SELECT id FROM organisations WHERE kind = 'merchant' AND 'sap' = ANY(modules) ORDER BY id LIMIT 1",
    );
    const [withoutSap] = await app.query<{ id: string }>(
      "SELECT id FROM organisations WHERE kind = 'merchant' AND NOT 'sap' = ANY(modules) ORDER BY id LIMIT 1",
    );
    const psp = await app.as(DEMO.pspAdmin);
    const seeded = await psp.get('/api/saponboarding?_limit=100');
    expect(seeded.statusCode).toBe(200);
    expect(new Set(seeded.json().map((row: { status: string }) => row.status))).toEqual(
      new Set(['CREATED', 'ONBOARDED', 'DELETED']),
    );

    const inMerchant = psp.inScope(withSap!.id);
    const created = await inMerchant.post('/api/saponboarding', { company_code: 'nl03' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      company_code: 'NL03',
      status: 'CREATED',
      organisation: withSap!.id,
    });
    const id = created.json().id as string;

    const noNumber = await inMerchant.post(`/api/saponboarding/${id}`, { status: 'ONBOARDED' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().details[0].path).toBe('body.sap_customer_number');
    const onboarded = await inMerchant.post(`/api/saponboarding/${id}`, {
      status: 'ONBOARDED',
      sap_customer_number: '1004711',
    });
    expect(onboarded.json()).toMatchObject({ status: 'ONBOARDED', sap_customer_number: '1004711' });
    expect((await inMerchant.post(`/api/saponboarding/${id}`, { status: 'DELETED' })).json().status).toBe(
      'DELETED',
    );
    const back = await inMerchant.post(`/api/saponboarding/${id}`, { status: 'CREATED' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('invalid_transition');

    const disabled = await psp.inScope(withoutSap!.id).post('/api/saponboarding', { company_code: 'NL01' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error).toBe('module_disabled');
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/saponboarding')).statusCode).toBe(403);
  });
});
