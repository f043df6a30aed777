import { type RawBuilder, sql } from 'kysely';
import type { Filter, FilterValue, ListQuery, ResolveResource, SortKey } from './list-query.js';
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

/** The select list: every field under its API name, computed fields from their expressions. */
export function selectList(resource: Resource): RawBuilder<unknown> {
  return sql.join(
    [...resource.fields.values()]
      .filter((field) => !field.derived)
      .map((field) =>
        field.computed
          ? sql`${resource.computed![field.name]!} AS ${sql.id(field.name)}`
          : sql`${column('t', field)} AS ${sql.id(field.name)}`,
      ),
  );
}

function condition(target: RawBuilder<unknown>, field: FieldSpec, filter: Filter): RawBuilder<unknown> {
  const { operator, value } = filter;
  const list = (Array.isArray(value) ? value : [value]) as FilterValue[];
  if (field.kind === 'array') {
    const elements = sql`${sql.raw('(')}${target}${sql.raw(')::text[]')}`;
    switch (operator) {
      case 'eq':
        return sql`${value} = ANY(${elements})`;
      case 'ne':
        return sql`NOT (${value} = ANY(${elements}))`;
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

function filterCondition(filter: Filter, resolve: ResolveResource): RawBuilder<unknown> {
  const [first, second] = filter.path;
  if (!second) return condition(column('t', first), first, filter);
  // A dotted path filters on a field of the referenced record.
  const target = resolve(first.ref!);
  return sql`${column('t', first)} IN (SELECT r.id FROM ${sql.table(target.table)} r WHERE ${condition(column('r', second), second, filter)})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function searchCondition(resource: Resource, text: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  for (const { field: name, match } of resource.search) {
    const field = resource.fields.get(name)!;
    const target = column('t', field);
    if (field.kind === 'uuid') {
      if (UUID.test(text)) parts.push(sql`${target} = ${text.toLowerCase()}`);
    } else if (match === 'exact') parts.push(sql`${target} = ${text}`);
    else if (match === 'prefix') parts.push(sql`${target} LIKE ${`${escapeLike(text)}%`}`);
    else parts.push(sql`${target} ILIKE ${`%${escapeLike(text)}%`}`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

/** The organisation column tenancy applies to. */
export function tenancyColumn(resource: Resource): RawBuilder<unknown> {
  return sql.ref(resource.tenancy === 'self' ? 't.id' : 't.organisation_id');
}

export function whereClause(
  resource: Resource,
  query: Pick<ListQuery, 'filters' | 'search'>,
  scope: string[] | null,
  resolve: ResolveResource,
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (scope !== null) parts.push(sql`${tenancyColumn(resource)} = ANY(${scope}::uuid[])`);
  for (const filter of query.filters) parts.push(filterCondition(filter, resolve));
  if (query.search) parts.push(searchCondition(resource, query.search));
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

export function orderClause(sort: readonly SortKey[]): RawBuilder<unknown> {
  const keys = sort.map(
    ({ field, descending }) => sql`${column('t', field)} ${sql.raw(descending ? 'DESC' : 'ASC')}`,
  );
  // The id breaks ties so that pages never repeat or skip rows.
  const last = sort[sort.length - 1];
  if (last?.field.name !== 'id') keys.push(sql`t.id ${sql.raw(last?.descending ? 'DESC' : 'ASC')}`);
  return sql.join(keys);
}
