// biome-ignore-all lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;
let card: string;
let tag: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  [{ id: card }] = (await app.query<{ id: string }>(
    `SELECT id FROM processors WHERE organisation_id = $1 AND payment_product = 'card' LIMIT 1`,
    [bakery],
  )) as [{ id: string }];
  [{ id: tag }] = (await app.query<{ id: string }>('SELECT id FROM tags WHERE organisation_id = $1 LIMIT 1', [
    bakery,
  ])) as [{ id: string }];
});
afterAll(() => app?.close());

const ruleset = (fields: object) => owner.post('/api/validationruleset', { name: 'Checked', ...fields });

describe('rulesets: only rules the engine can evaluate', () => {
  it.each([
    [{ name: 'colour', operator: '==', value: 'red' }, 'body.rules.1.name', 'unknown_rule'],
    [{ name: 'card_brand', operator: '>', value: 'visa' }, 'body.rules.1.operator', 'invalid_operator'],
    [{ name: 'amount', operator: '>', value: '-5' }, 'body.rules.1.value', 'invalid_value'],
    [{ name: 'country_code', operator: 'IN', value: ['NL', 'XX'] }, 'body.rules.1.value', 'invalid_value'],
    [{ name: 'random', operator: '<', value: '101' }, 'body.rules.1.value', 'invalid_value'],
    [{ name: 'amount', operator: '>', value: '1', weight: 2 }, 'body.rules.1.weight', 'unrecognized_keys'],
  ])('refuses %j at %s', async (rule, path, code) => {
    const refused = await ruleset({
      action: 'block',
      rules: [{ name: 'amount', operator: '>', value: '0' }, rule],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path, code })]);
  });

  it('refuses a bad rule on update too, naming each wrong rule', async () => {
    const created = await ruleset({
      action: 'block',
      rules: [{ name: 'amount', operator: '>', value: '100' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await owner.request('PUT', `/api/validationruleset/${created.json().id}`, {
      rules: [
        { name: 'recurring', operator: '==', value: 'maybe' },
        { name: 'mcc', operator: '==', value: '5462' },
        { name: 'customer', operator: '>', value: 'cus_1' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.rules.0.value',
      'body.rules.2.operator',
    ]);
  });

  it('needs a tag for the tag action and refuses one for the others, and a webhook for 3-D Secure', async () => {
    const rules = [{ name: 'amount', operator: '>', value: '100' }];
    const untagged = await ruleset({ action: 'tag', rules });
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json().details).toEqual([
      expect.objectContaining({ path: 'body.tag', code: 'required' }),
    ]);
    const tagged = await ruleset({ action: 'tag', tag, rules });
    expect(tagged.statusCode, tagged.body).toBe(201);
    const cleared = await owner.request('PUT', `/api/validationruleset/${tagged.json().id}`, { tag: null });
    expect(cleared.statusCode).toBe(400);
    const blockTagged = await ruleset({ action: 'block', tag, rules });
    expect(blockTagged.json().details).toEqual([
      expect.objectContaining({ path: 'body.tag', code: 'not_allowed' }),
    ]);
    const hooked = await ruleset({ action: '3dSecure', webhook_url: 'https://shop.example/hook', rules });
    expect(hooked.statusCode).toBe(400);
    expect(hooked.json().details).toEqual([
      expect.objectContaining({ path: 'body.webhook_url', code: 'not_allowed' }),
    ]);
    expect((await ruleset({ action: '3dSecure', rules })).statusCode).toBe(201);
  });
});

describe('routings: only trees the engine can evaluate, the error on the exact node', () => {
  // The tables are built before the processor is read: each tree is made when its test runs.
  const leaf = (condition: object) => ({ if: [condition], then: card, else: card });
  it.each<[string, () => object, string]>([
    [
      'a value the rule does not take, two levels down',
      () => ({
        if: [{ name: 'amount', operator: '>', value: '100' }],
        then: card,
        else: leaf({ name: 'random', operator: '<', value: '150' }),
      }),
      'body.details.else.if.0.value',
    ],
    [
      'an operator a select rule does not take',
      () => ({
        if: [
          { name: 'amount', operator: '>', value: '1' },
          { name: 'card_brand', operator: '>', value: 'visa' },
        ],
        then: card,
        else: card,
      }),
      'body.details.if.1.operator',
    ],
    [
      'an unknown currency in a then branch',
      () => ({
        if: [{ name: 'amount', operator: '>', value: '1' }],
        then: leaf({ name: 'currency_code', operator: '==', value: 'XYZ' }),
        else: card,
      }),
      'body.details.then.if.0.value',
    ],
  ])('refuses %s', async (_what, tree, path) => {
    const refused = await owner.post('/api/routing', {
      name: 'Checked',
      payment_product: 'card',
      details: tree(),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path, code: expect.any(String) })]);
  });

  it('accepts a valid tree and refuses a bad one on update', async () => {
    const created = await owner.post('/api/routing', {
      name: 'Checked',
      payment_product: 'card',
      details: leaf({ name: 'recurring', operator: '==', value: 'true' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await owner.request('PUT', `/api/routing/${created.json().id}`, {
      details: leaf({ name: 'recurring', operator: '==', value: 'yes' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: 'body.details.if.0.value' })]);
  });
});

describe('sizes: a huge ruleset or tree is a 400 naming its limit, never a hang or a 500', () => {
  const amount = { name: 'amount', operator: '>', value: '1' };
  /** A tree `levels` deep down its then branches, as text: too deep for JSON.stringify to build. */
  const chain = (levels: number) =>
    `${'{"if":[{"name":"amount","operator":">","value":"1"}],"then":'.repeat(levels)}"${card}"${`,"else":"${card}"}`.repeat(levels)}`;
  const raw = (url: string, body: string) =>
    owner.request('POST', url, body, { 'content-type': 'application/json' });

  it('refuses 10,000 rules and an IN list of 50,000 values, on the ruleset and its backtest', async () => {
    const many = Array.from({ length: 10_000 }, () => amount);
    const huge = { name: 'country_code', operator: 'IN', value: Array.from({ length: 50_000 }, () => 'NL') };
    for (const [rules, path] of [
      [many, 'body.rules'],
      [[huge], 'body.rules.0.value'],
    ] as const) {
      const created = await ruleset({ action: 'block', rules });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().details).toEqual([expect.objectContaining({ path, code: 'too_big' })]);
      const backtest = await owner.post('/api/validationruleset/backtest', {
        days: 7,
        draft: { action: 'block', rules },
      });
      expect(backtest.statusCode, backtest.body).toBe(400);
      expect(backtest.json().details).toEqual([
        expect.objectContaining({ path: path.replace('body.', 'body.draft.'), code: 'too_big' }),
      ]);
    }
  });

  it('refuses a tree deeper than 32 levels on its deepest node, and one of 8,191 nodes', async () => {
    const deep = await raw('/api/routing', `{"name":"Deep","payment_product":"card","details":${chain(40)}}`);
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().details).toEqual([
      expect.objectContaining({ path: `body.details${'.then'.repeat(32)}`, code: 'too_big', expected: 32 }),
    ]);
    let wide: object | string = card;
    for (let level = 0; level < 12; level += 1) wide = { if: [amount], then: wide, else: wide };
    const refused = await owner.post('/api/routing/backtest', {
      days: 7,
      draft: { payment_product: 'card', details: wide },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'body.draft.details', code: 'too_big', expected: 500 }),
    ]);
  });

  it('refuses a body nested 3,000 levels deep before it is parsed (it overflowed the stack: a 500)', async () => {
    for (const url of ['/api/routing', '/api/routing/backtest']) {
      const body =
        url === '/api/routing'
          ? `{"name":"Deep","payment_product":"card","details":${chain(3000)}}`
          : `{"days":7,"draft":{"payment_product":"card","details":${chain(3000)}}}`;
      const refused = await raw(url, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details).toEqual([expect.objectContaining({ code: 'too_deep', expected: 64 })]);
    }
  });
});

describe('references: a ruleset or routing names its own merchant’s tag, profile and processors', () => {
  it('refuses another merchant’s tag, profile and processor even from provider staff who see both', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const idOf = async (text: string) =>
      ((await app.query<{ id: string }>(text, [sibling])) as [{ id: string }])[0].id;
    const siblingTag = await idOf('SELECT id FROM tags WHERE organisation_id = $1 LIMIT 1');
    const siblingProfile = await idOf('SELECT id FROM payment_profiles WHERE organisation_id = $1 LIMIT 1');
    const siblingCard = await idOf(
      `SELECT id FROM processors WHERE organisation_id = $1 AND payment_product = 'card' LIMIT 1`,
    );
    const rules = [{ name: 'amount', operator: '>', value: '5' }];
    const tagged = await psp.post('/api/validationruleset', {
      organisation: bakery,
      name: 'Foreign tag',
      action: 'tag',
      tag: siblingTag,
      payment_profile: siblingProfile,
      rules,
    });
    expect(tagged.statusCode, tagged.body).toBe(400);
    expect(tagged.json().details).toEqual([
      expect.objectContaining({ path: 'body.tag', code: 'invalid_reference' }),
      expect.objectContaining({ path: 'body.payment_profile', code: 'invalid_reference' }),
    ]);
    const routed = await psp.post('/api/routing', {
      organisation: bakery,
      name: 'Foreign processor',
      payment_product: 'card',
      details: { if: rules, then: siblingCard, else: card },
    });
    expect(routed.statusCode, routed.body).toBe(400);
    expect(routed.json().details).toEqual([
      expect.objectContaining({ path: 'body.details', code: 'invalid_reference', actual: siblingCard }),
    ]);
    // The bakery's own tag and processor are fine, from the provider as from the owner.
    const own = await psp.post('/api/validationruleset', {
      organisation: bakery,
      name: 'Own tag',
      action: 'tag',
      tag,
      rules,
    });
    expect(own.statusCode, own.body).toBe(201);
    const updated = await psp.request('PUT', `/api/validationruleset/${own.json().id}`, { tag: siblingTag });
    expect(updated.statusCode, updated.body).toBe(400);
  });
});
