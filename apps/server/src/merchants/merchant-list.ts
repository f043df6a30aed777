import {
  type Merchant,
  type MerchantSort,
  type merchantListQuerySchema,
  TRANSACTION_STAGE,
} from '@psp/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../platform/auth/actor.js';
import type { Database } from '../platform/db/database.js';

/** Payments that took the customer's money (authorised, being captured, settled, disputed): a merchant's volume. */
export const ACCEPTED_STATUSES = Object.entries(TRANSACTION_STAGE)
  .filter(([, stage]) => ['authorised', 'capturing', 'settled', 'disputed'].includes(stage))
  .map(([status]) => status);

const ORDER: Record<MerchantSort, ReturnType<typeof sql>> = {
  '-amount': sql`amount DESC, count DESC, lower(o.name), o.id`,
  amount: sql`amount, count, lower(o.name), o.id`,
  '-count': sql`count DESC, lower(o.name), o.id`,
  count: sql`count, lower(o.name), o.id`,
  name: sql`lower(o.name), o.id`,
  '-name': sql`lower(o.name) DESC, o.id`,
};

/**
 * The provider's merchants (001 §2.2, §3 merchant revenue) with their accepted payments of the last 24
 * hours per currency, read from the payments by the (created_at) index in one query with the total.
 * `amount` is the list currency's amount only, so the sort compares like with like.
 */
export async function listMerchants(
  database: Database,
  actor: Actor,
  query: z.output<typeof merchantListQuerySchema>,
): Promise<{ rows: Merchant[]; total: number }> {
  const currency = query.currency_code ?? actor.organisation.baseCurrency;
  const search = query._search ? `%${query._search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const result = await sql<
    Merchant & { parent_id: string | null; parent_name: string | null; total: number }
  >`
    WITH volume AS (
      SELECT t.organisation_id, t.currency_code::text AS currency_code,
        sum(t.amount)::float8 AS amount, count(*)::int AS count
      FROM transactions t
      WHERE t.created_at > now() - interval '24 hours' AND t.status = ANY(${ACCEPTED_STATUSES}::text[])
      GROUP BY 1, 2
    ), merchant AS (
      SELECT o.id, o.name, o.active, o.deactivation_reason, o.parent_id,
        coalesce((SELECT sum(v.count) FROM volume v WHERE v.organisation_id = o.id), 0)::int AS count,
        coalesce((SELECT v.amount FROM volume v
          WHERE v.organisation_id = o.id AND v.currency_code = ${currency}), 0)::float8 AS amount,
        coalesce((SELECT json_agg(json_build_object('currency_code', v.currency_code, 'amount', v.amount,
          'count', v.count) ORDER BY v.amount DESC, v.currency_code)
          FROM volume v WHERE v.organisation_id = o.id), '[]') AS last24hours
      FROM organisations o
      WHERE o.kind = 'merchant'
        ${actor.scope === null ? sql`` : sql`AND o.id = ANY(${actor.scope}::uuid[])`}
        ${query.active === undefined ? sql`` : sql`AND o.active = ${query.active}`}
        ${search === null ? sql`` : sql`AND (o.name ILIKE ${search} OR o.id::text LIKE ${`${query._search}%`})`}
    )
    SELECT o.id, o.name, o.active, o.deactivation_reason, o.count, o.amount, o.last24hours, p.id AS parent_id, p.name AS parent_name,
      count(*) OVER ()::int AS total
    FROM merchant o LEFT JOIN organisations p ON p.id = o.parent_id AND p.kind = 'merchant'
    ORDER BY ${ORDER[query._sort]}
    LIMIT ${query._limit} OFFSET ${query._skip}`.execute(database.db);
  const total = result.rows[0]?.total ?? (query._skip > 0 ? await countMerchants() : 0);
  return {
    rows: result.rows.map(({ parent_id, parent_name, total: _, ...row }) => ({
      ...row,
      currency_code: currency,
      parent: parent_id && parent_name ? { id: parent_id, name: parent_name } : null,
    })),
    total,
  };

  // A page past the end has no row to carry the total: count once more.
  async function countMerchants() {
    const counted = await listMerchants(database, actor, { ...query, _skip: 0, _limit: 1 });
    return counted.total;
  }
}
