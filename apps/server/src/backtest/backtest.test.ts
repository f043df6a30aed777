import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { takeBacktestSlot } from './backtest-slots.js';

// The template's payments lie before its anchor (weeks ago): the last 7 days hold only the payments made here.
let app: TestApp;
let owner: Client;
let bakery: string;
let profile: { id: string; currency_code: string };
let simA: string;
let simB: string;
let simIdeal: string;
/** Newest first: three visa payments of 9,870.01, a mastercard one, and a small visa one. */
let big: string[];
let small: string;
let older: string;

const nextYear = testNow().getUTCFullYear() + 1;
let reference = 0;
async function pay(
  amount: number,
  number = '4242424242424242',
  where = { organisation: bakery, profile },
): Promise<string> {
  const key = await app.newApiKey(where.organisation);
  const response = await app.withApiKey(key.secret).request('POST', '/v1/transactions', {
    amount,
    currency_code: where.profile.currency_code,
    payment_profile: where.profile.id,
    payment_product: 'card',
    merchant_reference: `backtest-${++reference}`,
    card: { number, expiry_month: 12, expiry_year: nextYear, cvc: '123' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

interface Lines {
  progress: { type: 'progress'; done: number; total: number }[];
  // biome-ignore lint/suspicious/noExplicitAny: the result's shape is asserted by each test
  result: any;
}

function linesOf(response: LightMyRequestResponse): Lines {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  expect(response.body.endsWith('\n')).toBe(true);
  const lines = response.body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  const last = lines.pop();
  expect(last.type).toBe('result');
  expect(lines.every((line) => line.type === 'progress')).toBe(true);
  return { progress: lines, result: last };
}

const rulesetBacktest = (client: Client, body: object) =>
  client.request('POST', '/api/validationruleset/backtest', body);
const routingBacktest = (client: Client, body: object) =>
  client.request('POST', '/api/routing/backtest', body);
const rule = (name: string, operator: string, value: string | string[]) => ({ name, operator, value });
const amountIsBig = rule('amount', '==', '987001');

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const setup = await engineProfile(app, bakery);
  profile = setup.profile;
  ({ simA, simB, simIdeal } = setup.processors);
  older = await pay(987_001);
  await app.query(`UPDATE transactions SET created_at = now() - interval '20 days' WHERE id = $1`, [older]);
  const visa = [await pay(987_001), await pay(987_001), await pay(987_001)];
  const mastercard = await pay(987_001, '5555555555554444');
  small = await pay(500);
  big = [mastercard, ...visa.reverse()];
  // A payment of the bakery's shop (a sub-organisation): decided by the shop's own rulesets and routing.
  const shop = await organisationIdOf(app, DEMO.shopOwner);
  await pay(987_001, undefined, { organisation: shop, profile: (await engineProfile(app, shop)).profile });
});
afterAll(() => app?.close());

describe('POST /api/validationruleset/backtest', () => {
  it('counts what a new block ruleset would have matched in the window (not the sub-organisations’ payments), streaming progress then the result', async () => {
    const { progress, result } = linesOf(
      await rulesetBacktest(owner, { draft: { action: 'block', rules: [amountIsBig] }, days: 7 }),
    );
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 5, total: 5 });
    expect(result).toMatchObject({ total: 5, matched: 4, saved_matched: null, changed: 4 });
    expect(result.examples.map((example: { id: string }) => example.id)).toEqual(big);
    expect(result.examples[0]).toMatchObject({
      amount: 987_001,
      currency_code: profile.currency_code,
      before: false,
      after: true,
    });

    const month = linesOf(
      await rulesetBacktest(owner, { draft: { action: 'block', rules: [amountIsBig] }, days: 30 }),
    ).result;
    const [{ count }] = (await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM transactions
       WHERE organisation_id = $1 AND created_at >= now() - interval '30 days'`,
      [bakery],
    )) as [{ count: number }];
    expect(month).toMatchObject({ total: count, matched: 5 });
  });

  it('compares an edited ruleset with its saved version: changed payments and their examples', async () => {
    const created = await owner.post('/api/validationruleset', {
      name: 'Big payments',
      action: 'block',
      rules: [amountIsBig],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { result } = linesOf(
      await rulesetBacktest(owner, {
        id: created.json().id,
        draft: { action: 'block', rules: [amountIsBig, rule('card_brand', '==', 'mastercard')] },
        days: 7,
      }),
    );
    expect(result).toMatchObject({ total: 5, matched: 1, saved_matched: 4, changed: 3 });
    expect(result.examples.map((example: { id: string }) => example.id)).toEqual(big.slice(1));
    expect(
      result.examples.every(
        (example: { before: boolean; after: boolean }) => example.before && !example.after,
      ),
    ).toBe(true);
  });

  it('lets a block rule on 3ds see the payments the organisation’s 3-D Secure rulesets challenge, as the engine does', async () => {
    const created = await owner.post('/api/validationruleset', {
      name: 'Challenge large',
      action: '3dSecure',
      rules: [rule('amount', '>', '100000')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { result } = linesOf(
      await rulesetBacktest(owner, {
        draft: { action: 'block', rules: [rule('3ds', '==', 'true')] },
        days: 7,
      }),
    );
    expect(result).toMatchObject({ total: 5, matched: 4 });
    await owner.delete(`/api/validationruleset/${created.json().id}`);
  });

  it('answers 400 on the rule the engine could not evaluate, and on a window it does not offer', async () => {
    const bad = await rulesetBacktest(owner, {
      draft: { action: 'block', rules: [amountIsBig, rule('amount', '>', 'lots')] },
      days: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'body.draft.rules.1.value' })]);
    const unknown = await rulesetBacktest(owner, {
      draft: { action: 'block', rules: [rule('shoe_size', '==', '42')] },
      days: 7,
    });
    expect(unknown.json().details).toEqual([
      expect.objectContaining({ path: 'body.draft.rules.0.name', code: 'unknown_rule' }),
    ]);
    const window = await rulesetBacktest(owner, {
      draft: { action: 'block', rules: [amountIsBig] },
      days: 14,
    });
    expect(window.statusCode).toBe(400);
    expect(window.json().details[0].path).toBe('body.days');
  });

  it('runs at most a quarter of the pool at once: one more is a 429 with Retry-After, and the slot comes back', async () => {
    const releases: (() => void)[] = [];
    for (;;) {
      try {
        releases.push(takeBacktestSlot(app.server.database));
      } catch {
        break;
      }
    }
    expect(releases.length).toBeGreaterThanOrEqual(1);
    const busy = await rulesetBacktest(owner, { draft: { action: 'block', rules: [amountIsBig] }, days: 7 });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ error: 'backtest_busy' });
    for (const release of releases) release();
    const again = linesOf(
      await rulesetBacktest(owner, { draft: { action: 'block', rules: [amountIsBig] }, days: 7 }),
    );
    expect(again.result).toMatchObject({ total: 5 });
    // The finished backtest gave its slot back: another one runs.
    expect(
      (await rulesetBacktest(owner, { draft: { action: 'block', rules: [amountIsBig] }, days: 7 }))
        .statusCode,
    ).toBe(200);
  });

  it('needs the ruleset list role and the transaction list role', async () => {
    const body = { draft: { action: 'block', rules: [amountIsBig] }, days: 7 };
    // Support reads payments but not rulesets.
    expect((await rulesetBacktest(await app.as(DEMO.bakerySupport), body)).statusCode).toBe(403);
    await app.query(`UPDATE users SET roles = '{VALIDATION_RULESET_ALL,ROUTING_ALL}' WHERE email = $1`, [
      DEMO.bakeryFinance,
    ]);
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await rulesetBacktest(finance, body)).statusCode).toBe(403);
    expect(
      (
        await routingBacktest(finance, {
          draft: { payment_product: 'card', details: { if: [amountIsBig], then: simA, else: simB } },
          days: 7,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for another merchant’s ruleset or organisation', async () => {
    const [saved] = await app.query<{ id: string }>(
      `SELECT id FROM validation_rulesets WHERE organisation_id = $1 LIMIT 1`,
      [bakery],
    );
    const sibling = await app.as(DEMO.siblingOwner);
    const draft = { action: 'block', rules: [amountIsBig] };
    expect((await rulesetBacktest(sibling, { id: saved!.id, draft, days: 7 })).statusCode).toBe(404);
    expect((await rulesetBacktest(sibling, { organisation: bakery, draft, days: 7 })).statusCode).toBe(404);
  });
});

describe('POST /api/routing/backtest', () => {
  const bigToB = () => ({ if: [amountIsBig], then: simB, else: simA });

  it('counts payments and volume per processor, against where the payments went for a new routing', async () => {
    const { result } = linesOf(
      await routingBacktest(owner, { draft: { payment_product: 'card', details: bigToB() }, days: 7 }),
    );
    expect(result).toEqual({
      type: 'result',
      total: 5,
      unroutable: 0,
      processors: [
        {
          processor: simB,
          count: 4,
          volume: [{ currency_code: profile.currency_code, amount: 4 * 987_001 }],
        },
        { processor: simA, count: 1, volume: [{ currency_code: profile.currency_code, amount: 500 }] },
      ],
      saved_processors: null,
      // Every payment went to Sim A, the profile's first processor.
      changed: 4,
      examples: big.map((id) => expect.objectContaining({ id, before: simA, after: simB })),
    });
  });

  it('compares an edited routing with its saved version', async () => {
    const created = await owner.post('/api/routing', {
      name: 'Visa to B',
      payment_product: 'card',
      details: { if: [rule('card_brand', '==', 'visa')], then: simB, else: simA },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { result } = linesOf(
      await routingBacktest(owner, {
        id: created.json().id,
        draft: { payment_product: 'card', details: bigToB() },
        days: 7,
      }),
    );
    expect(result.saved_processors).toEqual([
      {
        processor: simB,
        count: 4,
        volume: [{ currency_code: profile.currency_code, amount: 3 * 987_001 + 500 }],
      },
      { processor: simA, count: 1, volume: [{ currency_code: profile.currency_code, amount: 987_001 }] },
    ]);
    expect(result.changed).toBe(2);
    expect(result.examples).toEqual([
      expect.objectContaining({ id: small, before: simB, after: simA }),
      expect.objectContaining({ id: big[0], before: simA, after: simB }),
    ]);
  });

  it('counts as unroutable the payments sent to a processor the profile cannot use for the product', async () => {
    const { result } = linesOf(
      await routingBacktest(owner, {
        draft: { payment_product: 'card', details: { if: [amountIsBig], then: simIdeal, else: simA } },
        days: 7,
      }),
    );
    expect(result).toMatchObject({ total: 5, unroutable: 4 });
    expect(result.processors).toEqual([expect.objectContaining({ processor: simA, count: 1 })]);
  });

  it('answers 400 on the node the engine could not evaluate and on processors outside the caller’s scope', async () => {
    const bad = await routingBacktest(owner, {
      draft: {
        payment_product: 'card',
        details: {
          if: [amountIsBig],
          then: { if: [rule('random', '<', '150')], then: simA, else: simB },
          else: simA,
        },
      },
      days: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      expect.objectContaining({ path: 'body.draft.details.then.if.0.value' }),
    ]);
    const sibling = await app.as(DEMO.siblingOwner);
    const foreign = await routingBacktest(sibling, {
      draft: { payment_product: 'card', details: bigToB() },
      days: 7,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      expect.objectContaining({ path: 'body.draft.details', code: 'invalid_reference' }),
    ]);
  });
});
