import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let owner: Client;
let bakery: string;
let ownerId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  [{ id: ownerId }] = (await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    DEMO.bakeryOwner,
  ])) as [{ id: string }];
});
afterAll(() => app?.close());

const bigAmount = { name: 'amount', operator: '>', value: '50000' };
const foreign = { name: 'country_code', operator: 'NOT_IN', value: ['NL', 'BE'] };

async function createRuleset(): Promise<string> {
  const created = await owner.post('/api/validationruleset', {
    name: 'Large foreign',
    action: 'block',
    rules: [bigAmount],
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().version).toBe(1);
  return created.json().id;
}

async function cardProcessor(): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `SELECT id FROM processors WHERE organisation_id = $1 AND payment_product = 'card' LIMIT 1`,
    [bakery],
  );
  return row!.id;
}

describe('versions: every save of a ruleset is an immutable version', () => {
  it('writes version 1 on create and the next on each update, newest first, with the author', async () => {
    const id = await createRuleset();
    const updated = await owner.request('PUT', `/api/validationruleset/${id}`, {
      name: 'Large foreign payments',
      rules: [bigAmount, foreign],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().version).toBe(2);
    const versions = await owner.get(`/api/validationruleset/${id}/versions`);
    expect(versions.statusCode, versions.body).toBe(200);
    expect(versions.json()).toEqual([
      {
        version: 2,
        created_at: expect.any(String),
        author: { kind: 'user', id: ownerId, name: 'Marieke van den Berg' },
        rolled_back_from: null,
        content: {
          name: 'Large foreign payments',
          action: 'block',
          tag: null,
          webhook_url: null,
          email: null,
          payment_profile: null,
          rules: [bigAmount, foreign],
        },
      },
      expect.objectContaining({ version: 1, content: expect.objectContaining({ rules: [bigAmount] }) }),
    ]);
  });

  it('rolls back to an earlier version as a new version, with events naming the actor', async () => {
    const id = await createRuleset();
    await owner.request('PUT', `/api/validationruleset/${id}`, { rules: [foreign] });
    const rolled = await owner.post(`/api/validationruleset/${id}/rollback`, { version: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toMatchObject({ id, version: 3, name: 'Large foreign', rules: [bigAmount] });
    const [latest] = (await owner.get(`/api/validationruleset/${id}/versions`)).json();
    expect(latest).toMatchObject({ version: 3, rolled_back_from: 1, content: { rules: [bigAmount] } });
    const events = await app.query<{ type: string; actor_id: string; before: unknown; after: unknown }>(
      'SELECT type, actor_id, before, after FROM events WHERE resource_id = $1 ORDER BY sequence',
      [id],
    );
    expect(events.map((event) => event.type)).toEqual([
      'validationruleset.created',
      'validationruleset.updated',
      'validationruleset.updated',
      'validationruleset.rolled_back',
    ]);
    expect(events.every((event) => event.actor_id === ownerId)).toBe(true);
    expect(events[2]).toMatchObject({
      before: { version: 2, rules: [foreign] },
      after: { version: 3, rules: [bigAmount] },
    });
    expect(events[3]).toMatchObject({ before: { version: 2 }, after: { version: 3, rolled_back_from: 1 } });
  });

  it('answers 400 for a bad or current version, 404 for an unknown one or another merchant’s record', async () => {
    const id = await createRuleset();
    for (const version of ['one', 0, 1.5, 1e10]) {
      const bad = await owner.post(`/api/validationruleset/${id}/rollback`, { version });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ path: 'body.version' })]);
    }
    const current = await owner.post(`/api/validationruleset/${id}/rollback`, { version: 1 });
    expect(current.statusCode).toBe(400);
    expect(current.json().details).toEqual([
      expect.objectContaining({ path: 'body.version', code: 'current_version' }),
    ]);
    expect((await owner.post(`/api/validationruleset/${id}/rollback`, { version: 7 })).statusCode).toBe(404);
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/validationruleset/${id}/versions`)).statusCode).toBe(404);
    expect((await sibling.post(`/api/validationruleset/${id}/rollback`, { version: 1 })).statusCode).toBe(
      404,
    );
  });

  it('needs the list roles for versions and hits, the update roles for a rollback', async () => {
    const id = await createRuleset();
    await owner.request('PUT', `/api/validationruleset/${id}`, { rules: [foreign] });
    const finance = await app.as(DEMO.bakeryFinance);
    expect((await finance.get(`/api/validationruleset/${id}/versions`)).statusCode).toBe(403);
    expect((await finance.get('/api/validationruleset/hits')).statusCode).toBe(403);
    await app.query(`UPDATE users SET roles = '{VALIDATION_RULESET_LIST,ROUTING_LIST}' WHERE email = $1`, [
      DEMO.bakerySupport,
    ]);
    const reader = await app.as(DEMO.bakerySupport);
    expect((await reader.get(`/api/validationruleset/${id}/versions`)).statusCode).toBe(200);
    expect((await reader.get('/api/routing/hits')).statusCode).toBe(200);
    expect((await reader.post(`/api/validationruleset/${id}/rollback`, { version: 1 })).statusCode).toBe(403);
  });

  it('records a delete with its actor, keeps the versions of the deleted ruleset, and refuses to change or remove a version', async () => {
    const id = await createRuleset();
    expect((await owner.delete(`/api/validationruleset/${id}`)).statusCode).toBe(204);
    const [deleted] = await app.query(
      `SELECT actor_id, before, after FROM events WHERE resource_id = $1 AND type = 'validationruleset.deleted'`,
      [id],
    );
    expect(deleted).toMatchObject({ actor_id: ownerId, before: { id, version: 1 }, after: null });
    const kept = await app.query('SELECT version FROM validation_ruleset_versions WHERE ruleset_id = $1', [
      id,
    ]);
    expect(kept).toEqual([{ version: 1 }]);
    await expect(
      app.query(`UPDATE validation_ruleset_versions SET content = '{}' WHERE ruleset_id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    // The embedded server drops a pooled connection after an error: its next query only reconnects.
    await app.query('SELECT 1').catch(() => undefined);
    await expect(
      app.query('DELETE FROM routing_versions WHERE routing_id IN (SELECT id FROM routings)'),
    ).rejects.toThrow(/append-only/);
    await app.query('SELECT 1').catch(() => undefined);
  });

  it('gives the seeded rulesets and routings a first version', async () => {
    const [missing] = await app.query<{ count: number }>(`
      SELECT (SELECT count(*) FROM validation_rulesets v WHERE NOT EXISTS
                (SELECT 1 FROM validation_ruleset_versions x WHERE x.ruleset_id = v.id))
           + (SELECT count(*) FROM routings r WHERE NOT EXISTS
                (SELECT 1 FROM routing_versions x WHERE x.routing_id = r.id)) AS count`);
    expect(Number(missing!.count)).toBe(0);
    expect(
      (await app.query('SELECT 1 FROM validation_ruleset_versions WHERE author_id = $1', ['seed'])).length,
    ).toBeGreaterThan(0);
  });
});

describe('versions: routings', () => {
  it('versions each save of a tree and rolls it back, keeping the processors checked', async () => {
    const card = await cardProcessor();
    // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
    const tree = { if: [{ name: 'amount', operator: '>', value: '10000' }], then: card, else: card };
    const created = await owner.post('/api/routing', {
      name: 'By amount',
      payment_product: 'card',
      details: tree,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const swapped = { ...tree, if: [{ name: 'currency_code', operator: '==', value: 'EUR' }] };
    expect((await owner.request('PUT', `/api/routing/${id}`, { details: swapped })).json().version).toBe(2);
    const rolled = await owner.post(`/api/routing/${id}/rollback`, { version: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toMatchObject({ version: 3, details: tree });
    const versions = (await owner.get(`/api/routing/${id}/versions`)).json();
    expect(versions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(versions[1].content).toEqual({ name: 'By amount', payment_product: 'card', details: swapped });
    const types = await app.query<{ type: string }>(
      'SELECT type FROM events WHERE resource_id = $1 ORDER BY sequence',
      [id],
    );
    expect(types.map((row) => row.type)).toEqual([
      'routing.created',
      'routing.updated',
      'routing.updated',
      'routing.rolled_back',
    ]);
  });
});
