// biome-ignore-all lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PROFILE_SQL, type CardProfile, INSTANT_PROCESSORS_SQL } from '../payments/payment-load.js';
import { testNow } from '../test/clock.js';
import { DEMO } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { pruneDecisionHits } from './decision-hits.js';

let app: TestApp;
let owner: Client;
let profile: CardProfile;
let card: string;
let secret: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  profile = (await app.query<CardProfile & Record<string, unknown>>(CARD_PROFILE_SQL))[0]!;
  await app.query(INSTANT_PROCESSORS_SQL, [profile.id]);
  // Only the rulesets and routing of this test decide the payments: no others, no fraud screening.
  await app.query('DELETE FROM payment_profile_middlewares WHERE payment_profile_id = $1', [profile.id]);
  await app.query('DELETE FROM validation_rulesets WHERE organisation_id = $1', [profile.organisation_id]);
  [{ id: card }] = (await app.query<{ id: string }>(
    `SELECT p.id FROM payment_profile_processors pp JOIN processors p ON p.id = pp.processor_id
     WHERE pp.payment_profile_id = $1 AND p.payment_product = 'card' AND p.active ORDER BY pp.position LIMIT 1`,
    [profile.id],
  )) as [{ id: string }];
  secret = (await app.newApiKey(profile.organisation_id)).secret;
});
afterAll(() => app?.close());

const pay = (amount: number) =>
  app.withApiKey(secret).request('POST', '/v1/transactions', {
    amount,
    currency_code: profile.currency_code,
    payment_profile: profile.id,
    payment_product: 'card',
    merchant_reference: `hits-${amount}-${Math.random()}`,
    card: {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: testNow().getUTCFullYear() + 1,
      cvc: '123',
    },
  });

/** Hits are counted by an event subscriber, after the payment's commit: waits for the expected count. */
async function hitsOf(resource: string, id: string, expected: number) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const hits = (await owner.get(`/api/${resource}/hits`)).json() as { id: string; last_24h: number }[];
    const found = hits.find((hit) => hit.id === id);
    if (found && found.last_24h >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (await owner.get(`/api/${resource}/hits`)).json().find((hit: { id: string }) => hit.id === id);
}

describe('a payment names the versions that decided it, and they count its hits', () => {
  let matching: string;
  let missing: string;
  let routing: string;

  it('stores the ruleset and routing versions in the decision trace', async () => {
    const [{ id: tag }] = (await app.query<{ id: string }>(
      'SELECT id FROM tags WHERE organisation_id = $1 LIMIT 1',
      [profile.organisation_id],
    )) as [{ id: string }];
    const rule = (value: string) => [{ name: 'amount', operator: '>', value }];
    matching = (
      await owner.post('/api/validationruleset', { name: 'Any', action: 'tag', tag, rules: rule('0') })
    ).json().id;
    await owner.request('PUT', `/api/validationruleset/${matching}`, { name: 'Any amount' });
    missing = (
      await owner.post('/api/validationruleset', { name: 'Huge', action: 'block', rules: rule('99999999') })
    ).json().id;
    const tree = { if: [{ name: 'amount', operator: '>', value: '100' }], then: card, else: card };
    routing = (
      await owner.post('/api/routing', { name: 'All', payment_product: 'card', details: tree })
    ).json().id;
    await owner.request('PUT', `/api/routing/${routing}`, { name: 'All cards' });
    await owner.request('PUT', `/api/routing/${routing}`, { name: 'All card payments' });
    await app.query(`UPDATE payment_profiles SET intelligent_routing = true, routing = $2 WHERE id = $1`, [
      profile.id,
      JSON.stringify({ card: routing }),
    ]);

    const paid = await pay(1250);
    expect(paid.statusCode, paid.body).toBe(201);
    const { decision } = paid.json();
    expect(decision.rulesets).toEqual([
      expect.objectContaining({ ruleset: missing, version: 1, matched: false }),
      expect.objectContaining({ ruleset: matching, version: 2, matched: true }),
    ]);
    expect(decision.routing).toMatchObject({ routing, version: 3, processor: card });
  });

  it('counts per ruleset the payments it matched and per routing those it routed, in scope', async () => {
    await pay(2500);
    expect(await hitsOf('validationruleset', matching, 2)).toEqual({
      id: matching,
      last_24h: 2,
      last_30d: 2,
    });
    expect(await hitsOf('routing', routing, 2)).toEqual({ id: routing, last_24h: 2, last_30d: 2 });
    const rulesets = (await owner.get('/api/validationruleset/hits')).json();
    expect(rulesets).toContainEqual({ id: missing, last_24h: 0, last_30d: 0 });
    const sibling = await app.as(DEMO.siblingOwner);
    const theirs = (await sibling.get('/api/validationruleset/hits')).json() as { id: string }[];
    expect(theirs.map((hit) => hit.id)).not.toContain(matching);
  });

  it('counts payments of 25 hours ago in the 30 days only, and none of 31 days ago', async () => {
    await app.query(
      `INSERT INTO decision_hits (subject_id, bucket, start, organisation_id, subject, count)
       VALUES ($1, 'hour', date_trunc('hour', now()) - interval '25 hours', $2, 'routing', 5),
              ($1, 'day', date_trunc('day', now() - interval '25 hours'), $2, 'routing', 5),
              ($1, 'day', date_trunc('day', now()) - interval '31 days', $2, 'routing', 9)`,
      [routing, profile.organisation_id],
    );
    expect((await owner.get('/api/routing/hits')).json()).toContainEqual({
      id: routing,
      last_24h: 2,
      last_30d: 7,
    });
  });

  it('prunes what no answer reads: hourly counters after two days, daily ones after 31, and keeps the answer', async () => {
    const before = (await owner.get('/api/routing/hits')).json();
    await app.query(
      `INSERT INTO decision_hits (subject_id, bucket, start, organisation_id, subject, count)
       VALUES ($1, 'hour', date_trunc('hour', now()) - interval '3 days', $2, 'routing', 4),
              ($1, 'day', date_trunc('day', now()) - interval '40 days', $2, 'routing', 4)`,
      [routing, profile.organisation_id],
    );
    // The two just inserted go, with any other as old (the seed's, of days before its anchor); those of
    // 25 hours and 31 days ago (the previous test's) stay.
    const [old] = await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM decision_hits
        WHERE (bucket = 'hour' AND start < date_trunc('hour', now()) - interval '2 days')
           OR (bucket = 'day' AND start < date_trunc('day', now()) - interval '31 days')`,
    );
    expect(old!.count).toBeGreaterThanOrEqual(2);
    expect(await pruneDecisionHits(app.server.database.db)).toBe(old!.count);
    expect((await owner.get('/api/routing/hits')).json()).toEqual(before);
    expect(
      await app.query(
        `SELECT 1 FROM decision_hits WHERE subject_id = $1 AND (start < now() - interval '33 days'
           OR (bucket = 'hour' AND start < now() - interval '50 hours'))`,
        [routing],
      ),
    ).toEqual([]);
  });
});
