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
  | 'card_add_links';

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
