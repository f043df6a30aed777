import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
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
