import type { TestApp } from './test-app.js';

/**
 * The organisation's first payment profile, set up for tests of the engine: no intelligent routing, no
 * middlewares, and no rulesets or failovers in the organisation; its processors are new ones, in this
 * order: Sim A and Sim B (card), Sim iDEAL (ideal).
 */
export async function engineProfile(app: TestApp, organisation: string) {
  const [row] = await app.query<{ id: string; currency_code: string }>(
    `SELECT id, currency_code FROM payment_profiles WHERE organisation_id = $1 ORDER BY name LIMIT 1`,
    [organisation],
  );
  const profile = row!;
  await app.query(`UPDATE payment_profiles SET intelligent_routing = false WHERE id = $1`, [profile.id]);
  await app.query(`DELETE FROM payment_profile_middlewares WHERE payment_profile_id = $1`, [profile.id]);
  await app.query(`DELETE FROM validation_rulesets WHERE organisation_id = $1`, [organisation]);
  await app.query(`DELETE FROM failovers WHERE organisation_id = $1`, [organisation]);
  const processors = await app.query<{ id: string }>(
    `INSERT INTO processors (organisation_id, name, payment_product, gateway)
     VALUES ($1, 'Sim A', 'card', 'stripe'), ($1, 'Sim B', 'card', 'adyen'), ($1, 'Sim iDEAL', 'ideal', 'mollie')
     RETURNING id`,
    [organisation],
  );
  await app.query(`DELETE FROM payment_profile_processors WHERE payment_profile_id = $1`, [profile.id]);
  await app.query(
    `INSERT INTO payment_profile_processors (payment_profile_id, processor_id, position)
     SELECT $1, id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
    [profile.id, processors.map((processor) => processor.id)],
  );
  const [simA, simB, simIdeal] = processors.map((processor) => processor.id) as [string, string, string];
  return { profile, processors: { simA, simB, simIdeal } };
}
