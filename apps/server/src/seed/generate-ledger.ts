import { nextSettlementRun, TRANSACTION_STAGE, type TransactionStatus } from '@psp/domain';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { bookMovements, type Movement } from '../ledger/book-movements.js';
import type { DB } from '../platform/db/schema.generated.js';
import type { Executor } from '../platform/resource/executor.js';
import { completeDuePayouts } from '../settlements/settlement-jobs.js';
import { finishRun, profilesOf, settleProfile } from '../settlements/settlement-run.js';
import type { World } from './world.js';

const DAY_MS = 86_400_000;
/** Weekly runs the demo settled one by one; everything before the first of them settles in one run. */
const WEEKLY_RUNS = 13;
const BOOKING_BATCH = 2_000;

/** Kysely on the seed's one client, inside its transaction (the ledger's writers take an executor). */
export function executorOn(client: pg.ClientBase): Executor {
  const connection = { query: client.query.bind(client), release: () => undefined };
  return new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: { connect: async () => connection, end: async () => undefined } as never,
    }),
  });
}

/**
 * The money set-up of the demo (ADR 0015): the provider's settlement schedules and packages, and for
 * every collecting merchant its package and a settlement profile per currency it has a bank account in;
 * a few one-offs. Written after the rest of the world, in the seed's transaction. With `book`, the
 * seeded payments' ledger entries too, and the weeks they settled in.
 */
export async function seedLedger(client: pg.ClientBase, world: World, book = true): Promise<void> {
  await seedSetUp(client, world);
  if (!book) return;
  const executor = executorOn(client);
  await bookSeededMovements(client, executor);
  await settleSeededWeeks(client, executor, world.anchor);
}

async function seedSetUp(client: pg.ClientBase, world: World): Promise<void> {
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
  // Every gateway's processors charge the PSP: Adyen's scheme is seeded with the pricing, the others
  // follow from it at their own rates.
  await client.query(
    `INSERT INTO pricing_schemes (organisation_id, type, name, active, visible, fees, gateway, created_at, updated_at)
     SELECT s.organisation_id, 'COST', g.label || ' processing costs', true, false,
            (SELECT jsonb_agg(line || jsonb_build_object('fixed', (line->>'fixed')::int + g.extra))
               FROM jsonb_array_elements(s.fees) line),
            g.gateway, s.created_at, s.updated_at
       FROM pricing_schemes s
      CROSS JOIN (VALUES ('stripe', 'Stripe', 3), ('mollie', 'Mollie', 1), ('buckaroo', 'Buckaroo', 2),
                         ('worldline', 'Worldline', 0), ('direct', 'Lighthouse Direct acquiring', 1))
            AS g(gateway, label, extra)
      WHERE s.organisation_id = $1 AND s.type = 'COST' AND s.gateway = 'adyen'`,
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
         ('CREDIT', 'Goodwill credit: fees of the outage of 3 November', 1850, interval '1 day'),
         ('CHARGE', 'Card terminal rental, next month', 2500, interval '15 days')) AS v(type, description, amount, after)
      WHERE o.collecting AND o.kind = 'merchant' AND o.name IN ('Bakkerij De Gouden Korst', 'Pizzeria Bella Napoli')`,
    [new Date(world.anchor - 10 * 86_400_000).toISOString()],
  );
}

function movementOf(kind: Movement['kind'], id: string, effectiveAt: string): Movement {
  const cause = { event_id: null, effective_at: effectiveAt };
  switch (kind) {
    case 'payment':
      return { ...cause, kind, transaction: id };
    case 'refund':
      return { ...cause, kind, refund: id };
    case 'chargeback':
      return { ...cause, kind, chargeback: id };
  }
}

/**
 * Books what the seeded payments did, as the ledger's subscriber does for live ones: each payment when
 * it first reached a settled status, each processed refund and lost chargeback when it got there.
 */
async function bookSeededMovements(client: pg.ClientBase, executor: Executor): Promise<void> {
  const settled = (Object.keys(TRANSACTION_STAGE) as TransactionStatus[]).filter(
    (status) => TRANSACTION_STAGE[status] === 'settled',
  );
  const moved = [
    ...settled,
    ...(Object.keys(TRANSACTION_STAGE) as TransactionStatus[]).filter(
      (status) => TRANSACTION_STAGE[status] === 'disputed',
    ),
  ];
  const { rows } = await client.query<{ kind: Movement['kind']; id: string; at: Date }>(
    `SELECT 'payment' AS kind, t.id,
            coalesce((SELECT min(h.created_at) FROM transaction_status_history h
                       WHERE h.transaction_id = t.id AND h.status = ANY($1::text[])), t.updated_at) AS at
       FROM transactions t JOIN organisations o ON o.id = t.organisation_id
      WHERE o.collecting AND t.status = ANY($2::text[])
     UNION ALL
     SELECT 'refund', id, last_status_update FROM refunds WHERE status = 'PROCESSED'
     UNION ALL
     SELECT 'chargeback', id, last_status_update FROM chargebacks WHERE status = 'LOST'
     ORDER BY at, id`,
    [settled, moved],
  );
  for (let start = 0; start < rows.length; start += BOOKING_BATCH) {
    const movements = rows
      .slice(start, start + BOOKING_BATCH)
      .map((row) => movementOf(row.kind, row.id, new Date(row.at).toISOString()));
    await bookMovements(executor, movements);
  }
}

/**
 * The weekly schedule's runs up to the anchor: one for everything before the last WEEKLY_RUNS Mondays,
 * then one per Monday, as the schedule job would have made them; payouts due by the anchor are paid.
 */
async function settleSeededWeeks(client: pg.ClientBase, executor: Executor, anchor: number): Promise<void> {
  const {
    rows: [weekly],
  } = await client.query<{ id: string; organisation_id: string; weekday: number; hour: number }>(
    "SELECT id, organisation_id, weekday, hour FROM settlement_schedules WHERE frequency = 'WEEKLY'",
  );
  if (!weekly) return;
  const schedule = {
    frequency: 'WEEKLY' as const,
    weekday: weekly.weekday,
    month_day: null,
    hour: weekly.hour,
  };
  let cutoff = nextSettlementRun(schedule, new Date(anchor - (WEEKLY_RUNS + 1) * 7 * DAY_MS));
  let last: Date | null = null;
  while (cutoff.getTime() <= anchor) {
    const {
      rows: [run],
    } = await client.query<{ id: string }>(
      `INSERT INTO settlement_runs (organisation_id, settlement_schedule_id, trigger, status, cutoff, started_at, created_at)
       VALUES ($1, $2, 'SCHEDULE', 'RUNNING', $3, $3, $3) RETURNING id`,
      [weekly.organisation_id, weekly.id, cutoff],
    );
    const cutoffIso = cutoff.toISOString();
    for (const profile of await profilesOf(executor, {
      organisation_id: weekly.organisation_id,
      settlement_schedule_id: weekly.id,
    })) {
      await settleProfile(executor, { id: run!.id, cutoff: cutoffIso }, profile);
    }
    await finishRun(executor, run!.id);
    // Written as the run did it at its time.
    await client.query('UPDATE settlements SET created_at = $2 WHERE settlement_run_id = $1', [
      run!.id,
      cutoff,
    ]);
    await client.query(
      `UPDATE payouts SET created_at = $2, updated_at = $2
        WHERE settlement_id IN (SELECT id FROM settlements WHERE settlement_run_id = $1)`,
      [run!.id, cutoff],
    );
    await client.query(
      "UPDATE settlement_runs SET finished_at = $2::timestamptz + interval '4 minutes' WHERE id = $1",
      [run!.id, cutoff],
    );
    last = cutoff;
    cutoff = nextSettlementRun(schedule, cutoff);
  }
  for (let paid = 1; paid > 0; ) paid = await completeDuePayouts(executor, new Date(anchor));
  // The bank confirmed each on its expected day, in the morning.
  await client.query(
    "UPDATE payouts SET paid_at = expected_at + interval '9 hours', updated_at = expected_at + interval '9 hours' WHERE status = 'PAID'",
  );
  await client.query(
    'UPDATE settlements s SET paid_out_at = p.paid_at FROM payouts p WHERE p.settlement_id = s.id AND p.paid_at IS NOT NULL',
  );
  await client.query('UPDATE settlement_schedules SET last_run_at = $2, next_run_at = $3 WHERE id = $1', [
    weekly.id,
    last,
    cutoff,
  ]);
  await client.query(
    `UPDATE settlement_schedules SET next_run_at = CASE frequency
       WHEN 'DAILY' THEN date_trunc('day', $1::timestamptz) + interval '1 day' + make_interval(hours => hour)
       ELSE date_trunc('month', $1::timestamptz) + interval '1 month' + make_interval(days => month_day - 1, hours => hour) END
     WHERE frequency <> 'WEEKLY'`,
    [new Date(anchor)],
  );
}
