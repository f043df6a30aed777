import { type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';

/**
 * Deletes the rows of `table` older than `cutoff` by `column`, oldest first, `batch` per statement: short
 * transactions that never hold the table for long (retention jobs). Answers how many went.
 */
export async function deleteInBatches(
  database: Database,
  table: string,
  column: string,
  cutoff: RawBuilder<unknown>,
  batch = 5_000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)} WHERE id IN (
        SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(column)} < ${cutoff}
        ORDER BY ${sql.ref(column)} LIMIT ${batch})`.execute(database.db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < batch) return deleted;
  }
}
