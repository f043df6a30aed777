import type pg from 'pg';

/**
 * Bulk writing for the seed: rows travel as one array parameter per column and are spread out again by
 * `unnest`, so each batch is a single statement with a fixed number of parameters. The array literals
 * are built here rather than by the driver, whose generic per-element escaping dominates the cost at a
 * million rows.
 */

export type SqlValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | Buffer
  | readonly SqlValue[]
  | { readonly [key: string]: unknown };

export type Row = Readonly<Record<string, SqlValue>>;

/** Column name -> SQL type as `format_type` spells it (`uuid`, `text[]`, `character(2)`, ...). */
export type TableTypes = ReadonlyMap<string, string>;

/** Overrides how a column travels: its array element type and the expression that turns it into the column. */
export interface ColumnTransport {
  type: string;
  /** SQL over `u.<column>`. */
  expression: string;
}

export interface PreparedInsert {
  text: string;
  values: string[];
}

function quote(text: string): string {
  if (text.includes('"') || text.includes('\\')) return `"${text.replace(/[\\"]/g, '\\$&')}"`;
  return `"${text}"`;
}

/** One element of a PostgreSQL array literal. */
function element(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
  }
  if (value instanceof Date) return quote(value.toISOString());
  if (Buffer.isBuffer(value)) return quote(`\\x${value.toString('hex')}`);
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(JSON.stringify(value));
}

/** A PostgreSQL array literal; for json columns every value is serialised as JSON, arrays included. */
function arrayLiteral(values: readonly SqlValue[], json = false): string {
  const parts = new Array<string>(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    parts[index] =
      json && value !== null && value !== undefined ? quote(JSON.stringify(value)) : element(value);
  }
  return `{${parts.join(',')}}`;
}

const typeCache = new WeakMap<pg.ClientBase, Map<string, TableTypes>>();

export async function tableTypes(client: pg.ClientBase, table: string): Promise<TableTypes> {
  let perClient = typeCache.get(client);
  if (!perClient) {
    perClient = new Map();
    typeCache.set(client, perClient);
  }
  const cached = perClient.get(table);
  if (cached) return cached;
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
       FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  const types = new Map(rows.map((row) => [row.name, row.type]));
  perClient.set(table, types);
  return types;
}

/**
 * Builds one column's array literal value by value, with the quoting decided by the caller instead of
 * per element: the hot path of the million-row load.
 */
export class ColumnBuilder {
  private readonly parts: (string | number)[] = [];

  /** A value that needs no quoting: a number, a uuid, t or f. */
  raw(value: string | number): void {
    this.parts.push(value);
  }

  string(value: string | null): void {
    this.raw(value === null ? 'NULL' : quote(value));
  }

  nullableRaw(value: string | number | null): void {
    this.raw(value ?? 'NULL');
  }

  literal(): string {
    return `{${this.parts.join(',')}}`;
  }
}

/**
 * Builds `INSERT INTO table (...) SELECT ... FROM (SELECT unnest($1::t1[]) AS c1, ...) u` from one array
 * literal per column. Unnesting in the select list streams the rows; `FROM unnest(a, b, ...)` would
 * first copy every array into a tuplestore, several times slower at a million rows. Array columns
 * cannot be unnested row by row (unnest flattens them), so each row's array travels as the text of its
 * literal and is cast back per row.
 */
export function prepareInsert(
  table: string,
  types: TableTypes,
  literals: Readonly<Record<string, string>>,
  transports: Readonly<Record<string, ColumnTransport>> = {},
): PreparedInsert {
  const names = Object.keys(literals);
  const unnests: string[] = [];
  const selects: string[] = [];
  names.forEach((name, index) => {
    const type = types.get(name);
    if (!type) throw new Error(`Column ${table}.${name} does not exist`);
    const transport = transports[name];
    const isArray = type.endsWith('[]');
    unnests.push(`unnest($${index + 1}::${transport?.type ?? (isArray ? 'text' : type)}[]) AS "${name}"`);
    selects.push(transport?.expression ?? (isArray ? `u."${name}"::${type}` : `u."${name}"`));
  });
  const quoted = names.map((name) => `"${name}"`).join(', ');
  return {
    text: `INSERT INTO ${table} (${quoted}) SELECT ${selects.join(', ')} FROM (SELECT ${unnests.join(', ')}) AS u`,
    values: names.map((name) => literals[name]!),
  };
}

function literalsOf(rows: readonly Row[], types: TableTypes): Record<string, string> {
  const literals: Record<string, string> = {};
  for (const name of Object.keys(rows[0]!)) {
    const type = types.get(name);
    literals[name] = arrayLiteral(
      rows.map((row) => row[name]),
      type === 'json' || type === 'jsonb',
    );
  }
  return literals;
}

/** Inserts rows (all with the same keys) in batches; for the low-volume tables. */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  rows: readonly Row[],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const types = await tableTypes(client, table);
  for (let start = 0; start < rows.length; start += batchSize) {
    const prepared = prepareInsert(table, types, literalsOf(rows.slice(start, start + batchSize), types));
    await client.query(prepared.text, prepared.values);
  }
}

/**
 * Drops the secondary indexes and outgoing foreign keys of the tables and returns what puts them back
 * exactly as they were (definitions read from the catalogue, so later migrations are respected). A bulk
 * load then builds each index once by sorting and checks each foreign key with one join, instead of
 * paying both per row. Run inside the loading transaction: a failure rolls the drop back too.
 */
export async function suspendIndexesAndForeignKeys(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = ANY($1::regclass[]) AND contype = 'f'`,
    [tables],
  );
  for (const foreignKey of foreignKeys) {
    await client.query(
      `ALTER TABLE ${foreignKey.table} DROP CONSTRAINT ${client.escapeIdentifier(foreignKey.name)}`,
    );
  }
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const index of indexes) await client.query(index.definition);
    for (const foreignKey of foreignKeys) {
      await client.query(
        `ALTER TABLE ${foreignKey.table} ADD CONSTRAINT ${client.escapeIdentifier(foreignKey.name)} ${foreignKey.definition}`,
      );
    }
  };
}
