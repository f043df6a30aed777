import { createQueryId, PostgresQueryCompiler, type RawBuilder, sql } from 'kysely';
import { type Actor, paymentProfileLimit } from '../auth/actor.js';
import {
  type Cursor,
  type Filter,
  type FilterValue,
  idRange,
  type ListQuery,
  orderKeys,
  type ResolveResource,
  type SortKey,
} from './list-query.js';
import type { FieldKind, FieldSpec, Resource } from './resource-definition.js';

const ARRAY_CASTS: Record<FieldKind, string> = {
  uuid: 'uuid[]',
  text: 'text[]',
  enum: 'text[]',
  integer: 'bigint[]',
  number: 'numeric[]',
  boolean: 'boolean[]',
  timestamp: 'timestamptz[]',
  date: 'date[]',
  array: 'text[]',
  json: 'jsonb[]',
};

export function column(alias: string, field: FieldSpec): RawBuilder<unknown> {
  return sql.ref(`${alias}.${field.column}`);
}

const compiler = new PostgresQueryCompiler();
const selectLists = new WeakMap<Resource, Map<string, RawBuilder<unknown>>>();

/**
 * The select list: every field under its API name, computed fields from their expressions. It depends
 * only on the resource and the fields asked for, so it is compiled to its SQL text once: building and
 * compiling it on every page was a fifth of a list call's own time (`npm run bench -- lists`).
 */
export function selectList(resource: Resource, select?: readonly string[]): RawBuilder<unknown> {
  let lists = selectLists.get(resource);
  if (!lists) {
    lists = new Map();
    selectLists.set(resource, lists);
  }
  const key = select ? select.join(',') : '*';
  let list = lists.get(key);
  if (!list) {
    const built = sql.join(
      [...resource.fields.values()]
        .filter((field) => !field.derived && (!select || select.includes(field.name)))
        .map((field) =>
          field.computed
            ? sql`${resource.computed![field.name]!} AS ${sql.id(field.name)}`
            : sql`${column('t', field)} AS ${sql.id(field.name)}`,
        ),
    );
    const compiled = compiler.compileQuery(built.toOperationNode(), createQueryId());
    // A computed expression with a bound value keeps its parameter: it stays a builder.
    list = compiled.parameters.length === 0 ? sql.raw(compiled.sql) : built;
    // An export's columns are the user's choice: a bounded number of them is kept.
    if (lists.size < 64) lists.set(key, list);
  }
  return list;
}

/** Ids that start with the prefix, as a range the primary key's index serves. */
function idPrefix(target: RawBuilder<unknown>, prefix: string): RawBuilder<unknown> {
  const [low, high] = idRange(prefix)!;
  return sql`${target} BETWEEN ${low}::uuid AND ${high}::uuid`;
}

function condition(target: RawBuilder<unknown>, field: FieldSpec, filter: Filter): RawBuilder<unknown> {
  const { operator, value } = filter;
  if (operator === 'prefix') return idPrefix(target, value as string);
  const list = (Array.isArray(value) ? value : [value]) as FilterValue[];
  if (field.kind === 'array') {
    const elements = sql`${sql.raw('(')}${target}${sql.raw(')::text[]')}`;
    switch (operator) {
      case 'eq':
        return sql`${value} = ANY(${elements})`;
      case 'ne':
        return sql`NOT (${value} = ANY(${elements}))`;
      case 'gte':
        return sql`cardinality(${target}) >= ${value}`;
      case 'lte':
        return sql`cardinality(${target}) <= ${value}`;
      default:
        return sql`${elements} && ${list}::text[]`;
    }
  }
  switch (operator) {
    case 'eq':
      return sql`${target} = ${value}`;
    case 'ne':
      return sql`${target} IS DISTINCT FROM ${value}`;
    case 'gte':
      return sql`${target} >= ${value}`;
    case 'lte':
      return sql`${target} <= ${value}`;
    case 'in':
      return sql`${target} = ANY(${list}::${sql.raw(ARRAY_CASTS[field.kind])})`;
  }
}

function filterCondition(filter: Filter, actor: Actor, resolve: ResolveResource): RawBuilder<unknown> {
  const [first, second] = filter.path;
  if (!second) return condition(column('t', first), first, filter);
  // A dotted path filters on a field of the referenced record, among the records the caller can see:
  // a reference outside the scope (the parent organisation) matches nothing, whatever its values.
  const target = resolve(first.ref!);
  return sql`${column('t', first)} IN (SELECT r.id FROM ${sql.table(target.table)} r WHERE ${condition(column('r', second), second, filter)}${andInScope(target, actor, 'r')})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchCondition(
  resource: Resource,
  search: NonNullable<ListQuery['search']>,
  actor: Actor,
  resolve: ResolveResource,
): RawBuilder<unknown> {
  const { text, fields } = search;
  const parts: RawBuilder<unknown>[] = [];
  for (const { field: name, match } of fields) {
    const field = resource.fields.get(name)!;
    const target = column('t', field);
    if (match === 'name') {
      const reference = resolve(field.ref!);
      if (!reference.names) throw new Error(`${resource.name}: ${field.ref} has no names to search`);
      const pattern = `${escapeLike(text.toLowerCase())}%`;
      const named = sql.join(
        reference.names('r').map((expression) => sql`${expression} LIKE ${pattern}`),
        sql` OR `,
      );
      // = ANY(ARRAY(...)) rather than IN (...): the matching ids become an index condition, so the
      // search ORs three index scans instead of walking the list's order (50k rows: 0.8 ms, not 22).
      parts.push(
        sql`${target} = ANY(ARRAY(SELECT r.id FROM ${sql.table(reference.table)} r WHERE (${named})${andInScope(reference, actor, 'r')}))`,
      );
    } else if (field.kind === 'uuid') {
      if (idRange(text)) parts.push(idPrefix(target, text));
    } else if (match === 'exact') parts.push(sql`${target} = ${text}`);
    else if (match === 'prefix') parts.push(sql`${target} LIKE ${`${escapeLike(text)}%`}`);
    else parts.push(sql`${target} ILIKE ${`%${escapeLike(text)}%`}`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

/** The organisation column tenancy applies to. */
function tenancyColumn(resource: Resource, alias = 't'): RawBuilder<unknown> {
  return sql.ref(`${alias}.${resource.tenancy === 'self' ? 'id' : 'organisation_id'}`);
}

/**
 * What puts a row of `resource` (aliased `alias`) in the actor's scope: its organisation is one of the
 * actor's, and for a key limited to one payment profile, a record that belongs to a profile belongs to
 * that one. Every read and write of the resource layer (lists, records, counts, exports, `_populate`,
 * dotted filters, name searches, the references a write names, the row it locks) and the commands'
 * locks of a record (`recordInScope`) filter by these, so a record outside them does not exist (404).
 */
function scopeConditions(resource: Resource, actor: Actor, alias: string): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (actor.scope !== null)
    conditions.push(sql`${tenancyColumn(resource, alias)} = ANY(${actor.scope}::uuid[])`);
  const profile = paymentProfileLimit(actor);
  if (profile !== null && resource.paymentProfileColumn !== null)
    conditions.push(sql`${sql.ref(`${alias}.${resource.paymentProfileColumn}`)} = ${profile}::uuid`);
  return conditions;
}

/** ` AND` the row aliased `alias` lies in the actor's scope; nothing for a caller who sees everything. */
export function andInScope(resource: Resource, actor: Actor, alias = 't'): RawBuilder<unknown> {
  return sql.join(
    scopeConditions(resource, actor, alias).map((condition) => sql` AND ${condition}`),
    sql``,
  );
}

/**
 * The condition that the row of `resource` aliased `alias` lies in the actor's scope, for a feature's
 * own query of a record it acts on (a command's lock): out of scope, it finds nothing.
 */
export function recordInScope(resource: Resource, actor: Actor, alias: string): RawBuilder<boolean> {
  const conditions = scopeConditions(resource, actor, alias);
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` AND `)})` : sql<boolean>`true`;
}

export function whereClause(
  resource: Resource,
  query: Pick<ListQuery, 'filters' | 'search'> & Partial<Pick<ListQuery, 'after' | 'sort'>>,
  actor: Actor,
  resolve: ResolveResource,
): RawBuilder<unknown> {
  const parts = scopeConditions(resource, actor, 't');
  for (const filter of query.filters) parts.push(filterCondition(filter, actor, resolve));
  if (query.search) parts.push(searchCondition(resource, query.search, actor, resolve));
  if (query.after) parts.push(afterCursor(resource, query.sort ?? [], query.after));
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

export function orderClause(resource: Resource, sort: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(
    orderKeys(resource, sort).map(
      ({ field, descending }) => sql`${column('t', field)} ${sql.raw(descending ? 'DESC' : 'ASC')}`,
    ),
  );
}

/** The order keys of a row as PostgreSQL text, which casts back to the same value: a cursor's values. */
export function cursorColumns(resource: Resource, sort: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(
    orderKeys(resource, sort).map(
      ({ field }, index) => sql`${column('t', field)}::text AS ${sql.id(`_k${index}`)}`,
    ),
  );
}

const SCALAR_CASTS: Record<FieldKind, string> = {
  uuid: 'uuid',
  text: 'text',
  enum: 'text',
  integer: 'bigint',
  number: 'numeric',
  boolean: 'boolean',
  timestamp: 'timestamptz',
  date: 'date',
  array: 'text',
  json: 'text',
};

/**
 * The rows after the cursor in the order of the keys (PostgreSQL sorts NULL last ascending, first
 * descending). When every key goes one way and none is nullable this is one row comparison, which the
 * index of the order serves; otherwise the expanded form: equal on the keys before, after on this one.
 */
export function afterCursor(
  resource: Resource,
  sort: readonly SortKey[],
  cursor: Cursor,
): RawBuilder<unknown> {
  const keys = orderKeys(resource, sort);
  const value = (index: number) =>
    sql`${cursor.values[index]}::${sql.raw(SCALAR_CASTS[keys[index]!.field.kind])}`;
  const descending = keys[0]!.descending;
  if (keys.every((key) => key.descending === descending && !key.field.nullable)) {
    const columns = sql.join(keys.map(({ field }) => column('t', field)));
    const values = sql.join(keys.map((_, index) => value(index)));
    return sql`(${columns}) ${sql.raw(descending ? '<' : '>')} (${values})`;
  }
  const alternatives = keys.map(({ field, descending }, index) => {
    const target = column('t', field);
    const equal = keys
      .slice(0, index)
      .map(({ field: before }, at) => sql`${column('t', before)} IS NOT DISTINCT FROM ${value(at)}`);
    const isNull = cursor.values[index] === null;
    const after = descending
      ? isNull
        ? sql`${target} IS NOT NULL`
        : sql`${target} < ${value(index)}`
      : isNull
        ? sql`false`
        : sql`(${target} > ${value(index)} OR ${target} IS NULL)`;
    return sql`(${sql.join([...equal, after], sql` AND `)})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}
