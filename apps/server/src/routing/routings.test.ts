import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { routableProcessorOf } from '../test/routable-processor.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;
let processor: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const [row] = await app.query<{ id: string }>(
    'SELECT id FROM processors WHERE organisation_id = $1 LIMIT 1',
    [bakery],
  );
  processor = row!.id;
});
afterAll(() => app?.close());

/** amount > 1000 → processor, else a node whose then branch holds the condition under test. */
const tree = (condition: { name: string; operator: string; value: string }, then: unknown = processor) => ({
  if: [{ name: 'amount', operator: '>', value: '1000' }],
  then: processor,
  else: {
    if: [{ name: 'card_brand', operator: '==', value: 'visa' }],
    then: { if: [condition], then, else: processor },
    else: processor,
  },
});

describe('routings: an endpoint left empty (002 §5)', () => {
  it('refuses an endpoint left empty on its branch', async () => {
    const answer = await owner.post('/api/routing', {
      name: 'Bad',
      payment_product: 'card',
      details: tree({ name: 'random', operator: '<', value: '30' }, ''),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.map((detail: { path: string }) => detail.path)).toContain(
      'body.details.else.then.then',
    );
  });
});

describe('routings: a tree that sends every payment nowhere (issue 29)', () => {
  it('refuses a tree none of whose processors is on a payment profile, and saves one that reaches one, for its own product only', async () => {
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const [loose] = await app.query<{ id: string }>(
      `INSERT INTO processors (organisation_id, name, payment_product, gateway)
       VALUES ($1, 'Cards on no profile', 'card', 'adyen') RETURNING id`,
      [bakery],
    );
    const linked = await routableProcessorOf(app, bakery);
    const routing = (then: string, otherwise: string) => ({
      name: 'Everything nowhere',
      organisation: bakery,
      payment_product: 'card',
      details: { if: [{ name: 'amount', operator: '>', value: '1000' }], then, else: otherwise },
    });
    const refused = await owner.post('/api/routing', routing(loose!.id, loose!.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'body.details', code: 'unroutable', actual: loose!.id }),
    ]);
    const saved = await owner.post('/api/routing', routing(linked, loose!.id));
    expect(saved.statusCode, saved.body).toBe(201);
    // The same tree for another product whose payments none of its processors takes: refused as well.
    const product = await owner.request('PUT', `/api/routing/${saved.json().id}`, {
      payment_product: 'ideal',
    });
    expect(product.statusCode).toBe(400);
    expect(product.json().details).toEqual([
      expect.objectContaining({ path: 'body.payment_product', code: 'unroutable' }),
    ]);
  });
});
