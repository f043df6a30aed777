import type pg from 'pg';

/**
 * Runs `work` on one pool client inside a transaction of its own (BEGIN with `isolation`), committed when
 * it resolves and rolled back when it throws: for set-based SQL that takes a pg client rather than Kysely.
 */
export async function withClientTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  isolation: 'READ COMMITTED' | 'REPEATABLE READ' = 'READ COMMITTED',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
