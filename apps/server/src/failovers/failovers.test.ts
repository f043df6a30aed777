import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
/** Atelier Noord: its card failover list over Adyen and Stripe. */
let atelier: { id: string; failover: string; cards: string[] };

beforeAll(async () => {
  app = await startTestApp();
  const id = await organisationIdOf(app, DEMO.siblingOwner);
  const [failover] = await app.query<{ id: string; processor_ids: string[] }>(
    "SELECT id, processor_ids FROM failovers WHERE organisation_id = $1 AND payment_product = 'card'",
    [id],
  );
  atelier = { id, failover: failover!.id, cards: failover!.processor_ids };
});
afterAll(() => app?.close());

const paths = (body: { details?: { path: string }[] }) => (body.details ?? []).map((detail) => detail.path);

describe('failover lists: processors of the list (issue 9)', () => {
  it("refuses another organisation's processors, even to provider staff who can see them", async () => {
    const admin = await app.as(DEMO.pspAdmin);
    const response = await admin.post('/api/failover', {
      payment_product: 'card',
      processors: atelier.cards,
    });
    expect(response.statusCode).toBe(400);
    expect(paths(response.json())).toEqual(['body.processors']);
    expect(response.json().details[0].message).toContain('another organisation');
  });

  it("reorders a merchant's list inside that merchant", async () => {
    const admin = (await app.as(DEMO.pspAdmin)).inScope(atelier.id);
    const reversed = [...atelier.cards].reverse();
    const response = await admin.request('PUT', `/api/failover/${atelier.failover}`, {
      processors: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().processors).toEqual(reversed);
  });

  it("keeps a listed processor's payment product: changing it is a 409 until it leaves the list", async () => {
    const admin = (await app.as(DEMO.pspAdmin)).inScope(atelier.id);
    const processor = atelier.cards.at(-1)!;
    const response = await admin.request('PUT', `/api/processor/${processor}`, { payment_product: 'ideal' });
    expect(response.statusCode).toBe(409);
    expect(paths(response.json())).toEqual(['body.payment_product']);
    const [stored] = await app.query<{ payment_product: string }>(
      'SELECT payment_product FROM processors WHERE id = $1',
      [processor],
    );
    expect(stored!.payment_product).toBe('card');
  });
});
