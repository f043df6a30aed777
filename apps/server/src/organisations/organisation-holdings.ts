import { sql } from 'kysely';
import type { Executor } from '../platform/resource/executor.js';

/**
 * The tables that still hold rows of the organisation and so keep it from being deleted: every table
 * whose foreign key to organisations refuses the delete (RESTRICT or NO ACTION), read from the catalogue
 * so that a table added later is covered too. Child organisations show as 'organisations'.
 */
export async function organisationHoldings(trx: Executor, organisationId: string): Promise<string[]> {
  const references = await sql<{ table: string; column: string }>`
    SELECT c.conrelid::regclass::text AS table, a.attname AS column
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'organisations'::regclass AND c.confdeltype IN ('r', 'a')
    ORDER BY 1, 2`.execute(trx);
  if (references.rows.length === 0) return [];
  const held = await sql<{ table: string }>`${sql.join(
    references.rows.map(
      ({ table, column }) =>
        sql`SELECT ${table} AS table WHERE EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${organisationId})`,
    ),
    sql` UNION ALL `,
  )}`.execute(trx);
  return [...new Set(held.rows.map((row) => row.table))];
}
