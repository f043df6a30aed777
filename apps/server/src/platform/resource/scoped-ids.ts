import { sql } from 'kysely';
import type { Actor } from '../auth/actor.js';
import type { Executor } from './executor.js';

/** Tables of records owned by an organisation (an `organisation_id` column) that other records name by id. */
export type OwnedTable =
  | 'processors'
  | 'middlewares'
  | 'transactions'
  | 'refunds'
  | 'chargebacks'
  | 'validation_rulesets'
  | 'card_add_links'
  | 'tags'
  | 'payment_profiles'
  | 'customers'
  | 'subscriptions';

/**
 * The ids among `ids` that name no record of `table` in the actor's scope: unknown ids and other
 * tenants' records alike, for ids a body carries outside a declared reference (lists, trees, typed ids).
 */
export async function idsOutsideScope(
  executor: Executor,
  actor: Actor,
  table: OwnedTable,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const visible = await sql<{ id: string }>`
    SELECT id FROM ${sql.table(table)} WHERE id = ANY(${unique}::uuid[])
    ${actor.scope === null ? sql`` : sql`AND organisation_id = ANY(${actor.scope}::uuid[])`}`.execute(
    executor,
  );
  const found = new Set(visible.rows.map((row) => row.id));
  return unique.filter((id) => !found.has(id));
}

/**
 * The ids among `ids` that name no record of `table` of the merchant `organisation` belongs to (its top
 * merchant and every organisation below it) nor of the provider: what a record of `organisation` may
 * not name even when the caller sees both merchants (a provider user without X-Organisation).
 */
export async function idsOutsideMerchant(
  executor: Executor,
  organisation: string,
  table: OwnedTable,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, kind FROM organisations WHERE id = ${organisation}
      UNION ALL SELECT o.id, o.parent_id, o.kind FROM organisations o JOIN up ON o.id = up.parent_id
    ), family AS (
      SELECT up.id FROM up LEFT JOIN organisations p ON p.id = up.parent_id
      WHERE up.kind = 'merchant' AND (p.id IS NULL OR p.kind <> 'merchant')
      UNION ALL SELECT o.id FROM organisations o JOIN family f ON o.parent_id = f.id
    )
    SELECT t.id FROM ${sql.table(table)} AS t
    WHERE t.id = ANY(${unique}::uuid[])
      AND (t.organisation_id IN (SELECT id FROM family)
        OR t.organisation_id IN (SELECT id FROM organisations WHERE kind = 'provider'))`.execute(executor);
  const found = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !found.has(id));
}
