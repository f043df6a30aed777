import { REVENUE_STATUSES, type RfmScore, rfmSegment } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PROFILE_SQL, type CardProfile, INSTANT_PROCESSORS_SQL } from '../payments/payment-load.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { scoreCustomersNow } from './customer-scores.js';
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
/** The alpha-3 codes of the countries the demo's cards come from (ISO 3166-1). */
const ALPHA3: Record<string, string> = { NL: 'NLD', BE: 'BEL', DE: 'DEU', FR: 'FRA', GB: 'GBR', US: 'USA' };
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

/**
 * The rows of each organisation, and the platform-wide rows (organisation NULL, migration 0040) that
 * add up every organisation's.
 */
const withPlatform = (organisation: string, rest: string) =>
  `GROUP BY GROUPING SETS ((${organisation}, ${rest}), (${rest}))`;

/** Each rollup table against the GROUP BY over the payments that defines it: no row more, none less. */
const DEFINITIONS = {
  transaction_hour_rollups: [
    `SELECT organisation_id, hour, status, currency_code, processor_id, count, amount
     FROM transaction_hour_rollups WHERE count <> 0`,
    `SELECT organisation_id, date_trunc('hour', created_at), status, currency_code, processor_id, count(*), sum(amount)
     FROM transactions ${withPlatform('organisation_id', "date_trunc('hour', created_at), status, currency_code, processor_id")}`,
  ],
  transaction_hour_counts: [
    'SELECT organisation_id, hour, currency_code, count, amount FROM transaction_hour_counts',
    `SELECT organisation_id, date_trunc('hour', created_at), currency_code, count(*), sum(amount)
     FROM transactions ${withPlatform('organisation_id', "date_trunc('hour', created_at), currency_code")}`,
  ],
  transaction_blocked_hours: [
    'SELECT organisation_id, hour, currency_code, count, amount FROM transaction_blocked_hours',
    `SELECT organisation_id, date_trunc('hour', created_at), currency_code, count(*), sum(amount)
     FROM transactions WHERE blocked ${withPlatform('organisation_id', "date_trunc('hour', created_at), currency_code")}`,
  ],
  transaction_day_rollups: [
    `SELECT organisation_id, day, status, currency_code, processor_id, count, amount
     FROM transaction_day_rollups WHERE count <> 0`,
    `SELECT organisation_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, status, currency_code, processor_id,
       count(*), sum(amount)
     FROM transactions
     ${withPlatform('organisation_id', "(created_at AT TIME ZONE 'Europe/Amsterdam')::date, status, currency_code, processor_id")}`,
  ],
  transaction_day_facets: [
    `SELECT organisation_id, facet, day, value, status, currency_code, count, amount
     FROM transaction_day_facets WHERE count <> 0`,
    `SELECT t.organisation_id, f.facet, (t.created_at AT TIME ZONE 'Europe/Amsterdam')::date, f.value, t.status, t.currency_code,
       count(*), sum(t.amount)
     FROM transactions t CROSS JOIN LATERAL (VALUES ('payment_product', t.payment_product),
       ('country_code', t.country_code::text), ('platform', t.platform), ('browser', t.browser)) AS f(facet, value)
     ${withPlatform('t.organisation_id', "f.facet, (t.created_at AT TIME ZONE 'Europe/Amsterdam')::date, f.value, t.status, t.currency_code")}`,
  ],
  customer_rollups: [
    'SELECT customer_id, currency_code, count, amount, last_payment_at FROM customer_rollups',
    `SELECT customer_id, currency_code, count(*) FILTER (WHERE status IN (${REVENUE})),
       coalesce(sum(amount) FILTER (WHERE status IN (${REVENUE})), 0), max(created_at)
     FROM transactions WHERE customer_id IS NOT NULL GROUP BY 1, 2`,
  ],
  refund_day_facets: [
    `SELECT organisation_id, facet, day, value, status, currency_code, count, amount
     FROM refund_day_facets WHERE count <> 0`,
    `SELECT r.organisation_id, f.facet, (r.created_at AT TIME ZONE 'Europe/Amsterdam')::date, f.value, r.status, r.currency_code,
       count(*), sum(r.amount)
     FROM refunds r JOIN transactions t ON t.id = r.transaction_id
     CROSS JOIN LATERAL (VALUES ('total', NULL), ('payment_product', t.payment_product), ('platform', t.platform),
       ('browser', t.browser)) AS f(facet, value)
     ${withPlatform('r.organisation_id', "f.facet, (r.created_at AT TIME ZONE 'Europe/Amsterdam')::date, f.value, r.status, r.currency_code")}`,
  ],
  // RFM quintiles per scope (an organisation's subtree; every organisation for the provider) and
  // currency, from each customer's payments.
  customer_rfm_scores: [
    'SELECT scope_id, currency_code, recency, frequency, monetary, customers FROM customer_rfm_scores',
    `WITH RECURSIVE subtree (scope_id, organisation_id) AS (
       SELECT id, id FROM organisations
       UNION SELECT s.scope_id, o.id FROM subtree s JOIN organisations o ON o.parent_id = s.organisation_id),
     scopes AS (
       SELECT * FROM subtree
       UNION SELECT p.id, o.id FROM organisations p, organisations o WHERE p.kind = 'provider'),
     customer AS (
       SELECT t.customer_id, t.currency_code, c.organisation_id, max(t.created_at) AS last_at,
         count(*) FILTER (WHERE t.status IN (${REVENUE})) AS count,
         coalesce(sum(t.amount) FILTER (WHERE t.status IN (${REVENUE})), 0) AS amount
       FROM transactions t JOIN customers c ON c.id = t.customer_id GROUP BY 1, 2, 3)
     SELECT scope_id, currency_code, r, f, m, count(*)::int FROM (
       SELECT s.scope_id, c.currency_code,
         ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.last_at, c.customer_id) AS r,
         ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.count, c.customer_id) AS f,
         ntile(5) OVER (PARTITION BY s.scope_id, c.currency_code ORDER BY c.amount, c.customer_id) AS m
       FROM customer c JOIN scopes s ON s.organisation_id = c.organisation_id) AS scored
     GROUP BY 1, 2, 3, 4, 5`,
  ],
} as const;
type Table = keyof typeof DEFINITIONS;

async function differences(
  tables = Object.keys(DEFINITIONS) as Table[],
): Promise<Partial<Record<Table, number>>> {
  const result: Partial<Record<Table, number>> = {};
  for (const table of tables) {
    const [rollup, raw] = DEFINITIONS[table];
    const [{ count }] = (await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (((${rollup}) EXCEPT (${raw})) UNION ALL ((${raw}) EXCEPT (${rollup}))) AS d`,
    )) as [{ count: number }];
    result[table] = count;
  }
  return result;
}

const NONE = {
  transaction_hour_rollups: 0,
  transaction_hour_counts: 0,
  transaction_blocked_hours: 0,
  transaction_day_rollups: 0,
  transaction_day_facets: 0,
  customer_rollups: 0,
  refund_day_facets: 0,
  customer_rfm_scores: 0,
};
/** The rollups the subscriber keeps (the RFM scores follow by the scoring job). */
const ROLLUPS = (Object.keys(NONE) as Table[]).filter((table) => table !== 'customer_rfm_scores');

/**
 * The subscriber runs after the payments' commits: waits until the rollups have caught up, up to a
 * minute (a batch that failed under load is retried after 5, then 10 and 20 seconds).
 */
async function settled(): Promise<Partial<Record<Table, number>>> {
  let found = await differences(ROLLUPS);
  for (let attempt = 0; attempt < 240 && Object.values(found).some(Boolean); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await differences(ROLLUPS);
  }
  return found;
}

describe('the rollups equal their GROUP BY over the payments', () => {
  it('after the seed', async () => {
    expect(await differences()).toEqual(NONE);
  });

  it('after payments through the engine, a capture, a void and a blocked one (status changes move payments between rows), and the next scoring', async () => {
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
        card: { number, expiry_month: 12, expiry_year: testNow().getUTCFullYear() + 1, cvc: '123' },
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
    const refund = await owner.post(`/api/transaction/${approved.json().id}/refund`, { amount: 234 });
    expect(refund.statusCode, refund.body).toBe(201);
    await app.query(
      `INSERT INTO validation_rulesets (organisation_id, name, action, rules)
       VALUES ($1, 'Statistics block', 'block', '[{"name": "amount", "operator": ">", "value": "50000"}]')`,
      [profile.organisation_id],
    );
    const blocked = await pay('4242424242424242', 60_000);
    await app.query('DELETE FROM validation_rulesets WHERE organisation_id = $1', [profile.organisation_id]);
    expect(blocked.json()).toMatchObject({ status: 'FAILED', blocked: true });
    const { customer_rfm_scores: _scores, ...rollups } = NONE;
    expect(await settled()).toEqual(rollups);
    await scoreCustomersNow(app.server.database.pool);
    expect(await differences()).toEqual(NONE);
  }, 120_000);

  it('after a rebuild, which also marks the pending events delivered so nothing counts twice', async () => {
    await rebuildStatisticsRollupsNow(app.server.database.pool);
    expect(await differences()).toEqual(NONE);
  });
});

/** Rows of a raw GROUP BY over the payments, in the bakery's subtree unless told otherwise. */
const raw = <T>(text: string, values: unknown[] = []) => app.query<T & Record<string, unknown>>(text, values);

describe('each call of 001 §7 answers what its GROUP BY over the payments answers', () => {
  const where = `organisation_id = ANY($1::uuid[]) AND created_at >= '${FROM}' AND created_at <= '${TO}'`;

  it('revenue per day and per week of the reader (Amsterdam), weeks starting on Monday', async () => {
    for (const period of ['day', 'week'] as const) {
      const answer = (
        await owner.get(`/api/transaction/aggregate/stats?period=${period}&tz=Europe/Amsterdam&${RANGE}`)
      ).json();
      const expected = await raw<{ period: string; count: number; volume: number }>(
        `SELECT to_char(date_trunc('${period}', created_at AT TIME ZONE 'Europe/Amsterdam'), 'YYYY-MM-DD') AS period,
           count(*)::int AS count, coalesce(sum(amount) FILTER (WHERE currency_code = 'EUR'), 0)::float8 AS volume
         FROM transactions WHERE ${where} AND status IN (${REVENUE}) GROUP BY 1 ORDER BY 1`,
        [bakery],
      );
      expect(answer.currency_code).toBe('EUR');
      expect(answer.items.filter((item: { count: number }) => item.count > 0)).toEqual(expected);
      if (period === 'week') {
        expect(
          answer.items.every(
            (item: { period: string }) => new Date(`${item.period}T12:00Z`).getUTCDay() === 1,
          ),
        ).toBe(true);
      } else {
        expect(answer.items).toHaveLength(61);
      }
    }
  });

  it('totals per currency, with the window of the same length before', async () => {
    const answer = (await owner.get(`/api/transaction/aggregate/total?tz=Europe/Amsterdam&${RANGE}`)).json();
    const expected = await raw<{ currency_code: string; count: number; volume: number }>(
      `SELECT currency_code, count(*)::int AS count, sum(amount)::float8 AS volume FROM transactions
       WHERE ${where} AND status IN (${REVENUE}) GROUP BY 1 ORDER BY 3 DESC`,
      [bakery],
    );
    expect(
      answer.totals.map(({ currency_code, count, volume }: Record<string, unknown>) => ({
        currency_code,
        count,
        volume,
      })),
    ).toEqual(expected);
    expect(answer.count).toBe(expected.reduce((sum, row) => sum + row.count, 0));
    expect(answer.previous_count).toBeGreaterThan(0);
  });

  it('totals take the period (001 §7) and answer the averages per period and per payment and both growths (001 §2.3, §9)', async () => {
    const weekly = await owner.get(
      `/api/transaction/aggregate/total?tz=Europe/Amsterdam&period=week&${RANGE}`,
    );
    expect(weekly.statusCode).toBe(200);
    const answer = weekly.json();
    // 1 September 2026 is a Tuesday: its week starts on Monday 31 August; 31 October's week is the ninth.
    expect(answer).toMatchObject({ period: 'week', periods: 9 });
    const series = (
      await owner.get(`/api/transaction/aggregate/stats?tz=Europe/Amsterdam&period=week&${RANGE}`)
    ).json();
    expect(series.items).toHaveLength(answer.periods);
    expect(answer.average_count_per_period).toBe(Math.round(answer.count / 9));
    expect(answer.count_growth).toBe(
      Math.round(((answer.count - answer.previous_count) / answer.previous_count) * 1000) / 1000,
    );
    const euro = answer.totals.find((total: { currency_code: string }) => total.currency_code === 'EUR');
    const before = answer.previous_totals.find(
      (total: { currency_code: string }) => total.currency_code === 'EUR',
    );
    expect(euro.average_per_period).toBe(Math.round(euro.volume / 9));
    expect(euro.average_value).toBe(Math.round(euro.volume / euro.count));
    expect(euro.volume_growth).toBe(
      Math.round(((euro.volume - before.volume) / before.volume) * 1000) / 1000,
    );
    // By day (the default) the same window is 61 periods; an unknown period is refused by name.
    expect(
      (await owner.get(`/api/transaction/aggregate/total?tz=Europe/Amsterdam&${RANGE}`)).json().periods,
    ).toBe(61);
    const refunds = (
      await owner.get(`/api/refund/aggregate/total?tz=Europe/Amsterdam&period=month&${RANGE}`)
    ).json();
    expect(refunds).toMatchObject({ period: 'month', periods: 2 });
    expect(refunds.average_count_per_period).toBe(Math.round(refunds.count / 2));
    const wrong = await owner.get(`/api/transaction/aggregate/total?period=fortnight&${RANGE}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe('query.period');
  });

  it('payments grouped by status, processor and (over whole UTC days) payment product, platform and browser', async () => {
    const utc = `tz=Europe/Amsterdam&${RANGE}`;
    const utcWhere = where;
    for (const [group, column] of [
      ['status', 'status'],
      ['processor', 'processor_id'],
      ['payment_product', 'payment_product'],
      ['platform', 'platform'],
      ['browser', 'browser'],
    ] as const) {
      const answer = (await owner.get(`/api/transaction/aggregate?group_by=${group}&${utc}`)).json();
      const expected = await raw(
        `SELECT ${column}::text AS value, count(*)::int AS count,
           coalesce(sum(amount) FILTER (WHERE currency_code = 'EUR'), 0)::float8 AS volume
         FROM transactions WHERE ${utcWhere} GROUP BY 1 ORDER BY 2 DESC, 1`,
        [bakery],
      );
      expect(answer.items, group).toEqual(expected);
    }
    // A reader in another zone is answered from the hours, as exactly.
    const hourly = (
      await owner.get(
        '/api/transaction/aggregate?group_by=status&tz=UTC&created_at>=2026-09-01T00:00:00Z&created_at<=2026-10-31T23:59:59.999Z',
      )
    ).json();
    const inUtc = await raw(
      `SELECT status AS value, count(*)::int AS count,
         coalesce(sum(amount) FILTER (WHERE currency_code = 'EUR'), 0)::float8 AS volume
       FROM transactions WHERE organisation_id = ANY($1::uuid[])
         AND created_at >= '2026-09-01T00:00:00Z' AND created_at <= '2026-10-31T23:59:59.999Z'
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [bakery],
    );
    expect(hourly.items).toEqual(inUtc);
  });

  it('lifecycle shares and volume by country', async () => {
    const lifecycle = (
      await owner.get(`/api/transaction/aggregate/lifecycle?tz=Europe/Amsterdam&${RANGE}`)
    ).json();
    const statuses = await raw<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM transactions WHERE ${where} GROUP BY 1`,
      [bakery],
    );
    const total = statuses.reduce((sum, row) => sum + row.count, 0);
    for (const item of lifecycle.items) {
      const count = statuses.find((row) => row.status === item.name)?.count ?? 0;
      expect(item.count, item.name).toBe(count);
      expect(item.count_percentage).toBe(Math.round((count / total) * 10_000) / 100);
    }
    const locations = (
      await owner.get(`/api/transaction/aggregate/location?tz=Europe/Amsterdam&${RANGE}`)
    ).json();
    expect(locations.items.length).toBeGreaterThan(0);
    const countries = await raw<{ alpha2: string; count: number }>(
      `SELECT country_code AS alpha2, count(*)::int AS count FROM transactions
       WHERE ${where}
         AND country_code IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
      [bakery],
    );
    expect(
      locations.items.map((item: { location: { alpha2: string }; count: number }) => ({
        alpha2: item.location.alpha2,
        count: item.count,
      })),
    ).toEqual(countries);
    // Each country by both of its ISO 3166-1 codes (001 §3).
    const known = locations.items.filter(
      ({ location }: { location: { alpha2: string } }) => ALPHA3[location.alpha2],
    );
    expect(known.length).toBeGreaterThan(0);
    for (const { location } of known) expect(location.alpha3).toBe(ALPHA3[location.alpha2]);
    for (const { location } of locations.items) expect(location.alpha3).toMatch(/^[A-Z]{3}$/);
  });

  it("the 7 × 24 grid in the reader's time zone, every cell listed", async () => {
    const answer = (await owner.get(`/api/statistics/dayandtime?tz=Europe/Amsterdam&${RANGE}`)).json();
    expect(answer.items).toHaveLength(168);
    const expected = await raw<{ day: number; hour: number; count: number }>(
      `SELECT extract(isodow FROM created_at AT TIME ZONE 'Europe/Amsterdam')::int AS day,
         extract(hour FROM created_at AT TIME ZONE 'Europe/Amsterdam')::int AS hour, count(*)::int AS count
       FROM transactions WHERE ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
      [bakery],
    );
    expect(
      answer.items
        .filter((cell: { count: number }) => cell.count > 0)
        .map(({ day, hour, count }: Record<string, number>) => ({ day, hour, count })),
    ).toEqual(expected);
  });

  it('best customers and RFM segments', async () => {
    const best = (await owner.get('/api/customer/aggregate/best')).json();
    const expected = await raw<{ id: string; volume: number }>(
      `SELECT customer_id AS id, sum(amount)::float8 AS volume FROM transactions
       WHERE organisation_id = ANY($1::uuid[]) AND customer_id IS NOT NULL AND currency_code = 'EUR' AND status IN (${REVENUE})
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      [bakery],
    );
    expect(
      best.map((row: { customer: { id: string }; volume: number }) => ({
        id: row.customer.id,
        volume: row.volume,
      })),
    ).toEqual(expected);

    const { segments } = (await owner.get('/api/customer/aggregate/segment')).json();
    const scores = await raw<{ r: RfmScore; f: RfmScore; m: RfmScore; customers: number }>(
      `SELECT r, f, m, count(*)::int AS customers FROM (
         SELECT ntile(5) OVER (ORDER BY last_at, customer_id) AS r, ntile(5) OVER (ORDER BY count, customer_id) AS f,
           ntile(5) OVER (ORDER BY amount, customer_id) AS m
         FROM (SELECT t.customer_id, max(t.created_at) AS last_at, count(*) FILTER (WHERE t.status IN (${REVENUE})) AS count,
                 coalesce(sum(t.amount) FILTER (WHERE t.status IN (${REVENUE})), 0) AS amount
               FROM transactions t JOIN customers c ON c.id = t.customer_id
               WHERE c.organisation_id = ANY($1::uuid[]) AND t.currency_code = 'EUR' GROUP BY 1) AS c) AS s
       GROUP BY 1, 2, 3`,
      [bakery],
    );
    const expectedSegments: Record<string, number> = {};
    for (const row of scores) {
      const segment = rfmSegment(row.r, row.f, row.m);
      expectedSegments[segment] = (expectedSegments[segment] ?? 0) + row.customers;
    }
    expect(Object.fromEntries(Object.entries(segments).filter(([, count]) => count))).toEqual(
      expectedSegments,
    );

    // Provider staff: the top N of every merchant's customers, by revenue payments.
    const byCount = (await admin.get('/api/customer/aggregate/best?by=count&_limit=5')).json();
    const expectedByCount = await raw<{ id: string; count: number }>(
      `SELECT customer_id AS id, count(*)::int AS count FROM transactions
       WHERE customer_id IS NOT NULL AND currency_code = 'EUR' AND status IN (${REVENUE})
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
    );
    expect(
      byCount.map((row: { customer: { id: string }; count: number }) => ({
        id: row.customer.id,
        count: row.count,
      })),
    ).toEqual(expectedByCount);
  });

  it('blocked payments per day (the blocked flag), in the reporting zone and in another', async () => {
    for (const tz of ['Europe/Amsterdam', 'America/New_York']) {
      const answer = (await owner.get(`/api/statistics/aggregate/day?days=57&blocked=true&tz=${tz}`)).json();
      const expected = await raw<{ date: string; count: number; amount: number }>(
        `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date, count(*)::int AS count,
           coalesce(sum(amount) FILTER (WHERE currency_code = 'EUR'), 0)::float8 AS amount
         FROM transactions WHERE organisation_id = ANY($1::uuid[]) AND blocked
           AND created_at >= (date_trunc('day', now() AT TIME ZONE $2) - interval '56 days') AT TIME ZONE $2
         GROUP BY 1`,
        [bakery, tz],
      );
      expect(answer.items).toHaveLength(57);
      expect(expected.length).toBeGreaterThan(0);
      expect(
        answer.items
          .filter((day: { count: number }) => day.count > 0)
          .map(({ date, count, amount }: { date: string; count: number; amount: number }) => ({
            date,
            count,
            amount,
          })),
      ).toEqual(expected.sort((a, b) => a.date.localeCompare(b.date)));
    }
  });

  it('today, the days of the revenue card and processor revenue count the payments just made', async () => {
    const today = (await owner.get('/api/statistics/today?tz=Europe/Amsterdam')).json();
    const [expected] = (await raw<{ count: number; amount: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount) FILTER (WHERE currency_code = 'EUR'), 0)::float8 AS amount
       FROM transactions WHERE organisation_id = ANY($1::uuid[]) AND status IN (${REVENUE})
         AND created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam'`,
      [bakery],
    )) as [{ count: number; amount: number }];
    expect(today).toMatchObject({
      currency_code: 'EUR',
      transactions: expected.count,
      amount: expected.amount,
    });
    expect(expected.count).toBeGreaterThan(0);
    const days = (await owner.get('/api/statistics/aggregate/day?days=14&tz=Europe/Amsterdam')).json();
    expect(days.items).toHaveLength(14);
    expect(days.items.at(-1)).toMatchObject({ amount: expected.amount, count: expected.count });

    const revenue = (await owner.get('/api/statistics/processor/revenue')).json();
    const byProcessor = await raw<{ id: string; amount: number }>(
      `SELECT processor_id AS id, sum(amount)::float8 AS amount FROM transactions
       WHERE organisation_id = ANY($1::uuid[]) AND status IN (${REVENUE}) AND currency_code = 'EUR'
         AND created_at >= date_trunc('hour', now()) - interval '23 hours' GROUP BY 1`,
      [bakery],
    );
    for (const row of byProcessor) {
      const found = revenue.find((processor: { id: string }) => processor.id === row.id);
      expect(found).toMatchObject({ last24hours: row.amount, sign: '>' });
    }
    // Each card names the merchant whose processor it is (the bakery's shops have processors of one name).
    const owners = await raw<{ id: string; organisation_id: string; name: string }>(
      `SELECT p.id, o.id AS organisation_id, o.name FROM processors p JOIN organisations o ON o.id = p.organisation_id
       WHERE p.id = ANY($1::uuid[])`,
      [revenue.map((processor: { id: string }) => processor.id)],
    );
    expect(new Set(owners.map((row) => row.organisation_id)).size).toBeGreaterThan(1);
    for (const row of owners) {
      expect(revenue.find((processor: { id: string }) => processor.id === row.id).organisation).toEqual({
        id: row.organisation_id,
        name: row.name,
      });
    }
    const achievements = (await owner.get('/api/statistics/amazingthings')).json();
    expect(achievements.items.map((item: { type: string }) => item.type)).toEqual([
      'transaction',
      'amount',
      'customer',
      'refund',
    ]);
    expect(achievements.items[0]).toMatchObject({ last: expected.count, previous: 0, trend: 'equal' });
    // New customers and refunds of the last 7 reporting days, today included, and of the 7 before.
    const since = (days: number) =>
      `((now() AT TIME ZONE 'Europe/Amsterdam')::date - ${days})::timestamp AT TIME ZONE 'Europe/Amsterdam'`;
    const counted = (table: string) =>
      `SELECT count(*) FILTER (WHERE created_at >= ${since(6)})::float8 AS last,
         count(*) FILTER (WHERE created_at < ${since(6)})::float8 AS previous
       FROM ${table} WHERE organisation_id = ANY($1::uuid[]) AND created_at >= ${since(13)}`;
    const [customers] = await raw<{ last: number; previous: number }>(counted('customers'), [bakery]);
    const [refunds] = await raw<{ last: number; previous: number }>(counted('refunds'), [bakery]);
    expect(refunds!.last).toBeGreaterThan(0);
    expect(achievements.items.slice(2)).toMatchObject([
      { type: 'customer', ...customers },
      { type: 'refund', ...refunds },
    ]);
    // Beside the rule's trend, what the numbers did (issue 29): a change that never contradicts them.
    for (const item of achievements.items)
      expect(item.change, item.type).toBe(
        item.previous > 0 ? Math.round(((item.last - item.previous) / item.previous) * 1000) / 1000 : null,
      );
  });
});

describe('refund statistics answer what the GROUP BY over the refunds answers', () => {
  const utc =
    'tz=Europe/Amsterdam&created_at>=2026-06-01T00:00:00%2B02:00&created_at<=2026-10-31T23:59:59.999%2B01:00';
  const where = `r.organisation_id = ANY($1::uuid[]) AND r.created_at >= '2026-06-01T00:00:00+02:00' AND r.created_at <= '2026-10-31T23:59:59.999+01:00'`;

  it('totals per currency and the issuers (payment product), platform and status breakdowns', async () => {
    const totals = (await owner.get(`/api/refund/aggregate/total?${utc}`)).json();
    const expected = await raw<{ currency_code: string; count: number; volume: number }>(
      `SELECT currency_code, count(*)::int AS count, sum(amount)::float8 AS volume FROM refunds r WHERE ${where}
       GROUP BY 1 ORDER BY 3 DESC`,
      [bakery],
    );
    expect(totals.totals).toEqual(expected);
    expect(totals.count).toBeGreaterThan(0);
    for (const [group, column] of [
      ['payment_product', 't.payment_product'],
      ['platform', 't.platform'],
      ['status', 'r.status'],
    ] as const) {
      const answer = (await owner.get(`/api/refund/aggregate?group_by=${group}&${utc}`)).json();
      const rows = await raw(
        `SELECT ${column} AS value, count(*)::int AS count,
           coalesce(sum(r.amount) FILTER (WHERE r.currency_code = 'EUR'), 0)::float8 AS volume
         FROM refunds r JOIN transactions t ON t.id = r.transaction_id WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
        [bakery],
      );
      expect(answer.items, group).toEqual(rows);
    }
  });
});

describe('tenancy, roles and bad input', () => {
  it('the provider sees every merchant, or the one it works in', async () => {
    const all = (await admin.get(`/api/transaction/aggregate/total?${RANGE}`)).json();
    const [everything] = (await raw<{ count: number }>(
      `SELECT count(*)::int AS count FROM transactions WHERE created_at >= '${FROM}' AND created_at <= '${TO}' AND status IN (${REVENUE})`,
    )) as [{ count: number }];
    expect(all.count).toBe(everything.count);
    const inBakery = (
      await admin.inScope(bakery[0]!).get(`/api/transaction/aggregate/total?${RANGE}`)
    ).json();
    const mine = (await owner.get(`/api/transaction/aggregate/total?${RANGE}`)).json();
    expect(inBakery).toEqual(mine);
    expect(mine.count).toBeLessThan(all.count);
    const top = (await admin.get('/api/statistics/merchants')).json();
    expect(top.length).toBeLessThanOrEqual(5);
    // Read per merchant (not the platform's rows): the payments made today by the tests above.
    const [today] = (await raw<{ count: number }>(
      `SELECT count(*)::int AS count FROM transactions WHERE organisation_id = $1 AND currency_code = 'EUR'
         AND status IN (${REVENUE}) AND created_at >= date_trunc('hour', now()) - interval '23 hours'`,
      [profile.organisation_id],
    )) as [{ count: number }];
    expect(today.count).toBeGreaterThan(0);
    expect(top.find((merchant: { id: string }) => merchant.id === profile.organisation_id)).toMatchObject({
      last24hours: { count: today.count },
    });
    expect((await owner.get('/api/statistics/merchants')).statusCode).toBe(403);
  });

  it("another merchant's processor is not there to compare", async () => {
    const [foreign] = (await raw<{ id: string }>(
      'SELECT id FROM processors WHERE NOT organisation_id = ANY($1::uuid[]) LIMIT 1',
      [bakery],
    )) as [{ id: string }];
    const [own] = (await raw<{ id: string }>(
      'SELECT id FROM processors WHERE organisation_id = ANY($1::uuid[]) LIMIT 1',
      [bakery],
    )) as [{ id: string }];
    expect(
      (await owner.get(`/api/statistics/processor/compare?ids=${own.id},${foreign.id}`)).statusCode,
    ).toBe(404);
    const compared = await owner.get(`/api/statistics/processor/compare?ids=${own.id}`);
    expect(compared.statusCode).toBe(200);
    expect(compared.json()[0].statuses.map((row: { status: string }) => row.status)).toHaveLength(8);
  });

  it('a role without statistics is refused; recent activity needs the transaction list only', async () => {
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/transaction/aggregate/stats')).statusCode).toBe(403);
    expect((await support.get('/api/customer/aggregate/best')).statusCode).toBe(403);
    expect((await support.get('/api/refund/aggregate/total')).statusCode).toBe(403);
    const recent = await support.get('/api/statistics/recent');
    expect(recent.statusCode).toBe(200);
    expect(recent.json().length).toBe(10);
  });

  it('names unknown keys, bad time zones and a range that ends before it starts', async () => {
    const unknown = (await owner.get('/api/transaction/aggregate/stats?colour=red')).json();
    expect(unknown.details[0]).toMatchObject({ path: 'query.colour' });
    const zone = await owner.get('/api/statistics/dayandtime?tz=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details[0]).toMatchObject({ path: 'query.tz' });
    const reversed = await owner.get(
      '/api/transaction/aggregate/total?created_at>=2026-10-01T00:00:00Z&created_at<=2026-09-01T00:00:00Z',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0]).toMatchObject({ path: 'query.created_at<', code: 'invalid_range' });
    expect((await owner.get('/api/statistics/processor/compare?ids=a,b,c,d')).statusCode).toBe(400);
  });
});

describe('the payout card: one reading of a payout, per payee and currency (issue 29)', () => {
  interface Payout {
    id: string;
    amount: number;
    currency_code: string;
    stage: string;
    expected_at: string;
    file: { message_id: string; status: string } | null;
  }
  interface Payee {
    organisation: { id: string; name: string };
    currency_code: string;
    last: Payout;
    previous: Payout | null;
  }
  /** What the payouts and the live bank files holding them say, per payout. */
  const stored = async () =>
    new Map(
      (
        await raw<{ id: string; organisation_id: string; status: string; file_status: string | null }>(
          `SELECT p.id, p.organisation_id, p.status, f.status AS file_status FROM payouts p
           LEFT JOIN payout_file_payouts fp ON fp.payout_id = p.id AND fp.live
           LEFT JOIN payout_files f ON f.id = fp.payout_file_id`,
        )
      ).map((row) => [row.id, row]),
    );

  it("a chain's owner gets each shop's last two payouts in their currency, at its stage as the bank files say", async () => {
    const response = await owner.get('/api/statistics/payouts');
    expect(response.statusCode).toBe(200);
    const payees: Payee[] = response.json();
    expect(payees.length).toBeGreaterThan(1);
    expect(payees.length).toBeLessThanOrEqual(5);
    const payouts = await stored();
    const seen = new Set<string>();
    for (const payee of payees) {
      expect(bakery).toContain(payee.organisation.id);
      const key = `${payee.organisation.id} ${payee.currency_code}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      for (const payout of [payee.last, payee.previous].filter((one): one is Payout => one !== null)) {
        // The same shop and currency, money paid out, and the stage the payout and its bank file give.
        const row = payouts.get(payout.id)!;
        expect(row.organisation_id).toBe(payee.organisation.id);
        expect(payout.currency_code).toBe(payee.currency_code);
        expect(payout.amount).toBeGreaterThan(0);
        const onItsWay = row.status === 'IN_TRANSIT';
        expect(payout.stage).toBe(onItsWay ? (row.file_status ?? 'IN_TRANSIT') : row.status);
        expect(payout.file?.status ?? null).toBe(row.file_status);
      }
      if (payee.previous) expect(payee.previous.expected_at <= payee.last.expected_at).toBe(true);
    }
    // The most recently paid payees first; the last two of each, as a GROUP BY over the payouts says.
    const expected = await raw<{ organisation_id: string; currency_code: string; ids: string[] }>(
      `SELECT organisation_id, currency_code,
         (array_agg(id ORDER BY expected_at DESC, created_at DESC, id DESC))[1:2] AS ids
       FROM payouts WHERE organisation_id = ANY($1::uuid[]) GROUP BY 1, 2
       ORDER BY max(expected_at) DESC LIMIT 5`,
      [bakery],
    );
    expect(payees.map((payee) => [payee.last.id, payee.previous?.id].filter(Boolean)).sort()).toEqual(
      expected.map((row) => row.ids).sort(),
    );
    // The demo's latest bank file is acknowledged while its payouts are still on their way: they say so.
    const acknowledged = [...payouts.values()].filter(
      (row) => row.status === 'IN_TRANSIT' && row.file_status === 'ACKNOWLEDGED',
    );
    if (acknowledged.some((row) => payees.some((payee) => payee.last.id === row.id)))
      expect(payees.some((payee) => payee.last.stage === 'ACKNOWLEDGED')).toBe(true);
  });

  it('provider staff never see two currencies in one payee, and the file is the one host2host lists', async () => {
    const payees: Payee[] = (await admin.get('/api/statistics/payouts?_limit=20')).json();
    expect(payees.length).toBeGreaterThan(2);
    const files: { message_id: string; status: string }[] = (await admin.get('/api/payoutfile')).json().data;
    for (const payee of payees) {
      if (payee.previous) expect(payee.previous.currency_code).toBe(payee.last.currency_code);
      for (const payout of [payee.last, payee.previous]) {
        if (!payout?.file) continue;
        expect(files.find((file) => file.message_id === payout.file!.message_id)?.status).toBe(
          payout.file.status,
        );
      }
    }
    expect((await admin.get('/api/statistics/payouts?_limit=2')).json()).toHaveLength(2);
    const wrong = await admin.get('/api/statistics/payouts?_limit=0');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe('query._limit');
  });
});
