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

export function arrayLiteral(values: readonly SqlValue[]): string {
  const parts = new Array<string>(values.length);
  for (let index = 0; index < values.length; index++) parts[index] = element(values[index]);
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
 * Builds `INSERT INTO table (...) SELECT ... FROM unnest($1::t1[], ...)` for column-oriented data. Array
 * columns cannot be unnested row by row (unnest flattens them), so each row's array travels as the text
 * of its literal and is cast back per row.
 */
export function prepareInsert(
  table: string,
  types: TableTypes,
  columns: Readonly<Record<string, readonly SqlValue[]>>,
  transports: Readonly<Record<string, ColumnTransport>> = {},
): PreparedInsert {
  const names = Object.keys(columns);
  const params: string[] = [];
  const selects: string[] = [];
  const values: string[] = [];
  names.forEach((name, index) => {
    const type = types.get(name);
    if (!type) throw new Error(`Column ${table}.${name} does not exist`);
    const transport = transports[name];
    const isArray = type.endsWith('[]');
    const elementType = transport?.type ?? (isArray ? 'text' : type);
    params.push(`$${index + 1}::${elementType}[]`);
    selects.push(transport?.expression ?? (isArray ? `u.${name}::${type}` : `u.${name}`));
    values.push(arrayLiteral(columns[name]!));
  });
  const quoted = names.map((name) => `"${name}"`).join(', ');
  return {
    text: `INSERT INTO ${table} (${quoted}) SELECT ${selects.join(', ')} FROM unnest(${params.join(', ')}) AS u(${names.join(', ')})`,
    values,
  };
}

function toColumns(rows: readonly Row[]): Record<string, SqlValue[]> {
  const names = Object.keys(rows[0]!);
  const columns: Record<string, SqlValue[]> = {};
  for (const name of names) columns[name] = rows.map((row) => row[name]);
  return columns;
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
    const prepared = prepareInsert(table, types, toColumns(rows.slice(start, start + batchSize)));
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
    await client.query(`ALTER TABLE ${foreignKey.table} DROP CONSTRAINT ${client.escapeIdentifier(foreignKey.name)}`);
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
