import type { TestApp } from './test-app.js';

/**
 * Where in the database any of `needles` is stored: `schema.table: needle` for each base table whose
 * rows, as text, hold one (every table searched, as a dump would be). For the tests that no card number,
 * key or token is stored anywhere.
 */
export async function storedAnywhere(app: TestApp, needles: readonly string[]): Promise<string[]> {
  const tables = await app.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  // A search that saw no schema would find nothing: the whole one is there or the test is wrong.
  if (tables.length <= 20) throw new Error(`only ${tables.length} tables to search`);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await app.query<{ needle: string }>(
      `SELECT n AS needle FROM unnest($1::text[]) n
        WHERE EXISTS (SELECT 1 FROM "${schema}"."${name}" t WHERE strpos(t::text, n) > 0)`,
      [needles],
    );
    for (const { needle } of rows) found.push(`${schema}.${name}: ${needle}`);
  }
  return found;
}
