import { REVENUE_STATUSES, type RfmScore, rfmSegment } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PROFILE_SQL, type CardProfile, INSTANT_PROCESSORS_SQL } from '../payments/payment-load.js';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { rebuildStatisticsRollupsNow } from './statistics-rollups.js';

let app: TestApp;
let owner: Client;
let admin: Client;
let profile: CardProfile;
let bakery: string[];

const REVENUE = REVENUE_STATUSES.map((status) => `'${status}'`).join(', ');
/** A range over the seeded history (the template's anchor is 2026-11-01), whole days in Amsterdam. */
const RANGE = 'created_at>=2026-09-01T00:00:00%2B02:00&created_at<=2026-10-31T23:59:59.999%2B01:00';
const FROM = '2026-09-01T00:00:00+02:00';
const TO = '2026-10-31T23:59:59.999+01:00';

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  admin = await app.as(DEMO.pspAdmin);
  bakery = await subtreeOf(app, await organisationIdOf(app, DEMO.bakeryOwner));
  profile = (await app.query<CardProfile & Record<string, unknown>>(CARD_PROFILE_SQL))[0]!;
  await app.query(INSTANT_PROCESSORS_SQL, [profile.id]);
  await app.query('DELETE FROM payment_profile_middlewares WHERE payment_profile_id = $1', [profile.id]);
  await app.query('DELETE FROM validation_rulesets WHERE organisation_id = $1', [profile.organisation_id]);
});
afterAll(() => app?.close());

/** Each rollup table against the GROUP BY over the payments that defines it: no row more, none less. */
const DEFINITIONS = {
  transaction_hour_rollups: [
    `SELECT organisation_id, hour, status, currency_code, processor_id, count, amount
     FROM transaction_hour_rollups WHERE count <> 0`,
    `SELECT organisation_id, date_trunc('hour', created_at), status, currency_code, processor_id, count(*), sum(amount)
     FROM transactions GROUP BY 1, 2, 3, 4, 5`,
  ],
  transaction_day_facets: [
    `SELECT organisation_id, facet, day, value, status, currency_code, count, amount
     FROM transaction_day_facets WHERE count <> 0`,
    `SELECT t.organisation_id, f.facet, (t.created_at AT TIME ZONE 'UTC')::date, f.value, t.status, t.currency_code,
       count(*), sum(t.amount)
     FROM transactions t CROSS JOIN LATERAL (VALUES ('payment_product', t.payment_product),
       ('country_code', t.country_code::text), ('platform', t.platform), ('browser', t.browser)) AS f(facet, value)
     GROUP BY 1, 2, 3, 4, 5, 6`,
  ],
  customer_rollups: [
    'SELECT customer_id, currency_code, count, amount, last_payment_at FROM customer_rollups',
    `SELECT customer_id, currency_code, count(*) FILTER (WHERE status IN (${REVENUE})),
       coalesce(sum(amount) FILTER (WHERE status IN (${REVENUE})), 0), max(created_at)
     FROM transactions WHERE customer_id IS NOT NULL GROUP BY 1, 2`,
  ],
} as const;

async function differences(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [table, [rollup, raw]] of Object.entries(DEFINITIONS)) {
    const [{ count }] = (await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (((${rollup}) EXCEPT (${raw})) UNION ALL ((${raw}) EXCEPT (${rollup}))) AS d`,
    )) as [{ count: number }];
    result[table] = count;
  }
  return result;
}

const NONE = { transaction_hour_rollups: 0, transaction_day_facets: 0, customer_rollups: 0 };

/** The subscriber runs after the payments' commits: waits until the rollups have caught up. */
async function settled(): Promise<Record<string, number>> {
  let found = await differences();
  for (let attempt = 0; attempt < 60 && Object.values(found).some(Boolean); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await differences();
  }
  return found;
}

describe('the rollups equal their GROUP BY over the payments', () => {
  it('after the seed', async () => {
    expect(await differences()).toEqual(NONE);
  });

  it('after payments through the engine, a capture and a void (status changes move payments between rows)', async () => {
    const secret = (await app.newApiKey(profile.organisation_id)).secret;
    const [customer] = (await app.query<{ id: string }>(
      'SELECT id FROM customers WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [profile.organisation_id],
    )) as [{ id: string }];
    const pay = (number: string, amount: number) =>
      app.withApiKey(secret).request('POST', '/v1/transactions', {
        amount,
        currency_code: profile.currency_code,
        payment_profile: profile.id,
        payment_product: 'card',
        customer: customer.id,
        capture: 'manual',
        merchant_reference: `stats-${number}-${amount}`,
        card: { number, expiry_month: 12, expiry_year: new Date().getUTCFullYear() + 1, cvc: '123' },
      });
    const approved = await pay('4242424242424242', 1234);
    expect(approved.statusCode, approved.body).toBe(201);
    const voided = await pay('4111111111111111', 2500);
    expect((await pay('4000000000000002', 999)).statusCode).toBe(201);
    const api = app.withApiKey(secret);
    expect((await api.request('POST', `/v1/transactions/${approved.json().id}/capture`, {})).statusCode).toBe(
      200,
    );
    expect((await api.request('POST', `/v1/transactions/${voided.json().id}/void`, {})).statusCode).toBe(200);
    expect(await settled()).toEqual(NONE);
  });

  it('after a rebuild, which also marks the pending events delivered so nothing counts twice', async () => {
    await rebuildStatisticsRollupsNow(app.server.database.pool);
    expect(await differences()).toEqual(NONE);
  });
});
