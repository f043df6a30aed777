import type pg from 'pg';
import { IMPORT_SQL } from '../admin/processor-settlement-import.js';

const DAY_MS = 86_400_000;

/**
 * Demo data of the provider administration (issue 15): each processor settlement's import as it ran over
 * the 30 days before its `last` (the records the processors reported, with their usual mistakes), its
 * seeded `last` and `last_run` kept; the merchants' payment terminals; the SAP module's onboardings.
 */
export async function seedAdministration(client: pg.ClientBase, anchor: number): Promise<void> {
  await seedProcessorReports(client, anchor);
  await seedTerminals(client, anchor);
  await seedSapOnboardings(client);
}

async function seedProcessorReports(client: pg.ClientBase, anchor: number): Promise<void> {
  const { rows } = await client.query<{ id: string; last: string | null; last_run: string | null }>(
    'SELECT id, last, last_run FROM processor_settlements WHERE processor_id IS NOT NULL ORDER BY id',
  );
  for (const settlement of rows) {
    const until = new Date(settlement.last ?? anchor);
    await client.query('UPDATE processor_settlements SET last = $2 WHERE id = $1', [
      settlement.id,
      new Date(until.getTime() - 30 * DAY_MS),
    ]);
    await client.query(IMPORT_SQL, [settlement.id, until]);
    await client.query('UPDATE processor_settlements SET last = $2, last_run = $3 WHERE id = $1', [
      settlement.id,
      settlement.last,
      settlement.last_run,
    ]);
  }
}

/**
 * One to three terminals per merchant with a payment profile (picked by a hash of its id, so every seed
 * makes the same), about one in four inactive and long unseen; Dutch merchants call a terminal 'Kassa'.
 */
async function seedTerminals(client: pg.ClientBase, anchor: number): Promise<void> {
  await client.query(
    `INSERT INTO terminals (organisation_id, payment_profile_id, name, serial_number, model, status, last_seen_at,
       created_at, updated_at)
     SELECT o.id, p.id,
       CASE WHEN o.country_code = 'NL' THEN 'Kassa ' ELSE 'Till ' END || n,
       upper(split_part(m.model, ' ', 1)) || '-' || upper(substr(md5(o.id::text || n), 1, 10)),
       m.model,
       CASE WHEN h % 4 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
       $1::timestamptz - make_interval(mins => CASE WHEN h % 4 = 0 THEN 20000 + h % 40000 ELSE h % 600 END),
       o.created_at + make_interval(days => 1 + n), o.created_at + make_interval(days => 1 + n)
     FROM organisations o
     CROSS JOIN LATERAL (SELECT id FROM payment_profiles WHERE organisation_id = o.id ORDER BY id LIMIT 1) p
     CROSS JOIN LATERAL generate_series(1, 1 + ('x' || substr(md5(o.id::text), 1, 6))::bit(24)::int % 3) n
     CROSS JOIN LATERAL (SELECT ('x' || substr(md5(o.id::text || ':' || n), 1, 6))::bit(24)::int AS h) hash
     CROSS JOIN LATERAL (SELECT (ARRAY['PAX A920', 'PAX A77', 'Verifone V400m', 'Ingenico Move/5000'])[1 + h % 4]
       AS model) m
     WHERE o.kind = 'merchant'`,
    [new Date(anchor)],
  );
}

/**
 * The SAP module's onboardings of the merchants that have it: a first one DELETED (booked in the wrong
 * company), the one ONBOARDED with its customer number, and a second company code still CREATED.
 */
async function seedSapOnboardings(client: pg.ClientBase): Promise<void> {
  await client.query(
    `INSERT INTO sap_onboardings (organisation_id, company_code, sap_customer_number, status, created_at, updated_at)
     SELECT o.id, s.company_code, s.number, s.status, o.created_at + s.after, o.created_at + s.after
     FROM organisations o
     CROSS JOIN LATERAL (VALUES
       ('NL01', NULL, 'DELETED', interval '3 days'),
       ('NL01', '10' || lpad((('x' || substr(md5(o.id::text), 1, 5))::bit(20)::int)::text, 6, '0'), 'ONBOARDED',
        interval '40 days'),
       ('NL02', NULL, 'CREATED', interval '300 days')
     ) AS s(company_code, number, status, after)
     WHERE o.kind = 'merchant' AND 'sap' = ANY(o.modules)`,
  );
}
