import type pg from 'pg';
import type { World } from './world.js';

/**
 * The money set-up of the demo (ADR 0015): the provider's settlement schedules and packages, and for
 * every collecting merchant its package and a settlement profile per currency it has a bank account in;
 * a few one-offs. Written after the rest of the world, in the seed's transaction.
 */
export async function seedLedger(client: pg.ClientBase, world: World): Promise<void> {
  const provider = world.provider.id;
  const created = new Date(world.provider.createdAt + 12 * 86_400_000).toISOString();
  await client.query(
    `INSERT INTO settlement_schedules (organisation_id, name, frequency, weekday, month_day, hour, created_at, updated_at)
     VALUES ($1, 'Weekly on Monday, 06:00 UTC', 'WEEKLY', 1, NULL, 6, $2, $2),
            ($1, 'Daily, 05:00 UTC', 'DAILY', NULL, NULL, 5, $2, $2),
            ($1, 'Monthly on the 1st, 06:00 UTC', 'MONTHLY', NULL, 1, 6, $2, $2)`,
    [provider, created],
  );
  // Packages bundle the seeded schemes by name; the partner of the reseller package is the wholesaler
  // that brought its shops to the provider.
  await client.query(
    `WITH scheme AS (SELECT id, name FROM pricing_schemes WHERE organisation_id = $1),
          partner AS (SELECT id FROM organisations WHERE name = 'Groothandel Van der Meer B.V.')
     INSERT INTO packages (organisation_id, name, description, revenue_scheme_id, reserve_scheme_id,
                           partner_scheme_id, partner_organisation_id, created_at, updated_at)
     VALUES
       ($1, 'Standard', 'Standard pricing, no reserve',
        (SELECT id FROM scheme WHERE name = 'Standard merchant pricing 2026'), NULL, NULL, NULL, $2, $2),
       ($1, 'High risk', 'Standard pricing with a 5% rolling reserve for 90 days',
        (SELECT id FROM scheme WHERE name = 'Standard merchant pricing 2026'),
        (SELECT id FROM scheme WHERE name = 'Rolling reserve 5% (high risk)'), NULL, NULL, $2, $2),
       ($1, 'Enterprise', 'Negotiated pricing for large merchants',
        (SELECT id FROM scheme WHERE name = 'Enterprise pricing (negotiated)'), NULL, NULL, NULL, $2, $2),
       ($1, 'Reseller: Van der Meer', 'Standard pricing; the reseller earns a share of the revenue',
        (SELECT id FROM scheme WHERE name = 'Standard merchant pricing 2026'), NULL,
        (SELECT id FROM scheme WHERE name = 'Reseller revenue share'), (SELECT id FROM partner), $2, $2)`,
    [provider, created],
  );
  // Each collecting merchant by its trade: subscriptions and travel carry a reserve, the largest
  // merchants negotiated, the shops of the wholesaler's region came through the reseller.
  await client.query(
    `UPDATE organisations o SET package_id = p.id
       FROM packages p
      WHERE o.collecting AND o.kind = 'merchant' AND p.organisation_id = $1
        AND p.name = CASE
          WHEN o.name IN ('Zonvakanties.nl', 'FitLab Sportscholen') THEN 'High risk'
          WHEN o.name IN ('Stroopwafel Express', 'Hollandse Bloemen Online') THEN 'Enterprise'
          WHEN o.name IN ('Tuincentrum De Linde', 'Boekhandel Het Leesteken') THEN 'Reseller: Van der Meer'
          ELSE 'Standard' END`,
    [provider],
  );
  await client.query(
    `INSERT INTO settlement_profiles (organisation_id, name, currency_code, bank_account_id,
                                     settlement_schedule_id, delay_days, minimum_payout, created_at, updated_at)
     SELECT DISTINCT ON (o.id, b.currency_code) o.id, 'Payouts in ' || b.currency_code, b.currency_code, b.id,
            (SELECT id FROM settlement_schedules WHERE organisation_id = $1 AND frequency = 'WEEKLY'),
            2, 2500, b.created_at, b.created_at
       FROM organisations o JOIN bank_accounts b ON b.organisation_id = o.id
      WHERE o.collecting AND o.kind = 'merchant'
      ORDER BY o.id, b.currency_code, b.created_at`,
    [provider],
  );
  await client.query(
    `INSERT INTO one_offs (organisation_id, type, description, amount, currency_code, status, effective_at,
                           created_at, updated_at)
     SELECT o.id, v.type, v.description, v.amount, o.base_currency, 'PENDING', $1::timestamptz + v.after,
            $1::timestamptz + v.after, $1::timestamptz + v.after
       FROM organisations o
       CROSS JOIN (VALUES
         ('CHARGE', 'Card terminal rental, monthly', 2500, interval '0 days'),
         ('CREDIT', 'Goodwill credit: fees of the outage of 3 November', 1850, interval '1 day')) AS v(type, description, amount, after)
      WHERE o.collecting AND o.kind = 'merchant' AND o.name IN ('Bakkerij De Gouden Korst', 'Pizzeria Bella Napoli')`,
    [new Date(world.anchor - 10 * 86_400_000).toISOString()],
  );
}
