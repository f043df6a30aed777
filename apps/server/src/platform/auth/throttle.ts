import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Fixed-window counter in PostgreSQL, shared by every server process. With `consume` false it only
 * tells whether the key is still under `limit` in the current window; with true it also counts one.
 */
export async function consumeThrottle(
  database: Database,
  key: string,
  limit: number,
  windowMinutes: number,
  consume: boolean,
): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / (windowMinutes * 60_000)) * windowMinutes * 60_000);
  if (consume) {
    const row = await sql<{ count: number }>`
      INSERT INTO throttle_counters (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = throttle_counters.count + 1
      RETURNING count`.execute(database.db);
    return (row.rows[0]?.count ?? 0) <= limit;
  }
  const row = await database.db
    .selectFrom('throttle_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart.toISOString())
    .executeTakeFirst();
  return (row?.count ?? 0) < limit;
}

/** Forgets a key's count in the current windows, e.g. an account's failures after it logged in. */
export async function clearThrottle(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}
