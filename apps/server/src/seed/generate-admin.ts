import type pg from 'pg';
import { IMPORT_SQL } from '../admin/processor-settlement-import.js';

const DAY_MS = 86_400_000;

/**
 * Demo data of the provider administration (issue 15): each processor settlement's import as it ran over
 * the 30 days before its `last` (the records the processors reported, with their usual mistakes), its
 * seeded `last` and `last_run` kept.
 */
export async function seedAdministration(client: pg.ClientBase, anchor: number): Promise<void> {
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
