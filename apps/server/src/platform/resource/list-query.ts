import { badRequest, type FieldError } from '../http/errors.js';
import { type FieldSpec, isQueryable, type Resource, type SearchField } from './resource-definition.js';

/** `prefix` is an id given by its first characters: the range of ids that start with them. */
export type Operator = 'eq' | 'ne' | 'gte' | 'lte' | 'in' | 'prefix';
export type FilterValue = string | number | boolean;

export interface Filter {
  /** The field, or for a dotted key the reference field followed by the referenced resource's field. */
  path: readonly [FieldSpec] | readonly [FieldSpec, FieldSpec];
  operator: Operator;
  value: FilterValue | FilterValue[];
}

export interface SortKey {
  field: FieldSpec;
  descending: boolean;
}

/** `_populate` names as a tree: `transaction.payment_profile` populates the transaction and inside it the profile. */
export type PopulateTree = Map<string, PopulateTree>;

export interface ListQuery {
  filters: Filter[];
  sort: SortKey[];
  limit: number;
  skip: number;
  populate: PopulateTree;
  /** The text, and the fields the caller may search it in. */
  search?: { text: string; fields: readonly SearchField[] };
  /** Keyset paging: the rows after this position of the sort (its keys' values, then the id). */
  after?: Cursor;
  /** `_count=true`: the list answers the count of its filters too (X-Total-Count), saving a request. */
  count?: true;
  /** The fields a page reads (an export's columns), every field when left out. */
  select?: readonly string[];
}

/** A position in a sorted list: the sort keys' values as PostgreSQL text (exact, microseconds too), then the id. */
export interface Cursor {
  values: readonly (string | null)[];
}

export type RawQuery = Record<string, string | string[] | undefined>;
export type ResolveResource = (name: string) => Resource;
/** Whether the caller may read a resource: a dotted filter reaches only references the caller could list. */
export type MayRead = (resource: Resource) => boolean;

export const DEFAULT_LIMIT = 25;
const MAX_POPULATE_DEPTH = 3;
const RESERVED = new Set([
  '_limit',
  '_skip',
  '_sort',
  '_populate',
  '_populate[]',
  '_search',
  '_after',
  '_count',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOWEST_UUID = '00000000-0000-0000-0000-000000000000';
const HIGHEST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The lowest and highest ids that start with `prefix` (1 to 36 characters of an id, dashes where an id
 * has them), or undefined when no id starts with it. As a range it can use the primary key's index.
 */
export function idRange(prefix: string): readonly [string, string] | undefined {
  const text = prefix.toLowerCase();
  if (text.length === 0 || text.length > 36) return undefined;
  const range = [text + LOWEST_UUID.slice(text.length), text + HIGHEST_UUID.slice(text.length)] as const;
  return UUID.test(range[0]) && UUID.test(range[1]) ? range : undefined;
}

/** A query parameter's values, whether it came once, repeated or not at all. */
export function values(raw: string | string[] | undefined): string[] {
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/** A query value converted to the field's type, or a field error saying what was expected. */
export function parseValue(field: FieldSpec, raw: string, path: string): FilterValue | FieldError {
  const invalid = (expected: string): FieldError => ({
    path,
    code: 'invalid_value',
    message: `Expected ${expected}`,
    expected,
    actual: raw,
  });
  switch (field.kind) {
    case 'uuid':
      return UUID.test(raw) ? raw.toLowerCase() : invalid('an id (uuid)');
    case 'integer':
      return /^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : invalid('an integer');
    case 'number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : invalid('a number');
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : invalid('true or false');
    case 'timestamp': {
      const time = Date.parse(raw);
      return Number.isNaN(time) ? invalid('a date or ISO 8601 timestamp') : new Date(time).toISOString();
    }
    case 'date':
      return DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : invalid('a date (YYYY-MM-DD)');
    case 'enum':
      return field.enumValues?.includes(raw) ? raw : invalid(`one of ${field.enumValues?.join(', ')}`);
    case 'text':
    case 'array':
      return raw;
    case 'json':
      return invalid('a field that can be filtered');
  }
}

function parseInteger(
  raw: string[],
  key: string,
  min: number,
  max: number,
  errors: FieldError[],
): number | undefined {
  if (raw.length === 0) return undefined;
  const value = Number(raw[0]);
  if (raw.length > 1 || !/^\d+$/.test(raw[0] ?? '') || value < min || value > max) {
    errors.push({
      path: `query.${key}`,
      code: 'out_of_range',
      message: `Expected an integer from ${min} to ${max}`,
      expected: { min, max },
      actual: raw.join(','),
    });
    return undefined;
  }
  return value;
}

function resolveField(
  resource: Resource,
  dotted: string,
  resolve: ResolveResource,
  mayRead: MayRead,
): readonly [FieldSpec] | readonly [FieldSpec, FieldSpec] | string {
  const [first, second, ...rest] = dotted.split('.');
  const field = resource.fields.get(first ?? '');
  if (!field || !isQueryable(field)) return `Unknown field '${first}' on ${resource.name}`;
  if (second === undefined) return [field];
  if (!field.ref || rest.length > 0) return `'${dotted}' is not a field path of ${resource.name}`;
  const target = resolve(field.ref);
  // Decided on roles alone, never on data: filtering on a resource one may not list would reveal it.
  if (!mayRead(target)) return `'${dotted}' filters on ${field.ref}, which you may not list`;
  const targetField = target.fields.get(second);
  if (!targetField || !isQueryable(targetField)) return `Unknown field '${second}' on ${field.ref}`;
  return [field, targetField];
}

function parseFilter(
  resource: Resource,
  key: string,
  raw: string[],
  resolve: ResolveResource,
  mayRead: MayRead,
  errors: FieldError[],
): Filter | undefined {
  const match = /^(.+?)(\[\]|>|<|!)?$/.exec(key);
  const name = match?.[1] ?? key;
  const suffix = match?.[2];
  const path = resolveField(resource, name, resolve, mayRead);
  if (typeof path === 'string') {
    errors.push({ path: `query.${key}`, code: 'unknown_field', message: path });
    return undefined;
  }
  const field = path[path.length - 1]!;
  const only = raw.length === 1 ? raw[0]! : undefined;
  if (field.kind === 'uuid' && !field.ref && suffix === undefined && only !== undefined && !UUID.test(only)) {
    // An id given by its first characters, as tables show it.
    if (idRange(only)) return { path, operator: 'prefix', value: only.toLowerCase() };
  }
  if (field.kind === 'array' && (suffix === '>' || suffix === '<')) {
    // On a list field a range counts its elements: `tags>=1` is "has a tag", `tags<=0` "has none".
    const count = only !== undefined && /^\d{1,4}$/.test(only) ? Number(only) : undefined;
    if (count === undefined) {
      errors.push({
        path: `query.${key}`,
        code: 'invalid_value',
        message: `'${key}' on a list compares its number of elements`,
        expected: 'an integer from 0 to 9999',
        actual: raw.join(','),
      });
      return undefined;
    }
    return { path, operator: suffix === '>' ? 'gte' : 'lte', value: count };
  }
  const parsed: FilterValue[] = [];
  for (const value of raw) {
    const result = parseValue(field, value, `query.${key}`);
    if (typeof result === 'object') errors.push(result);
    else parsed.push(result);
  }
  if (parsed.length !== raw.length) return undefined;
  if (suffix === '>' || suffix === '<') {
    if (parsed.length !== 1 || field.kind === 'boolean') {
      errors.push({
        path: `query.${key}`,
        code: 'invalid_comparison',
        message: `'${key}' takes one comparable value`,
      });
      return undefined;
    }
    return { path, operator: suffix === '>' ? 'gte' : 'lte', value: parsed[0]! };
  }
  if (suffix === '!') {
    if (parsed.length !== 1) {
      errors.push({ path: `query.${key}`, code: 'invalid_comparison', message: `'${key}' takes one value` });
      return undefined;
    }
    return { path, operator: 'ne', value: parsed[0]! };
  }
  if (suffix === '[]' || parsed.length > 1) return { path, operator: 'in', value: parsed };
  return { path, operator: 'eq', value: parsed[0]! };
}

/**
 * The currency field of an amount in minor units: an integer `amount` or `*_amount` of a resource with a
 * `currency_code`. Amounts of different currencies are never compared, summed or written as one number.
 */
export function currencyFieldOf(resource: Resource, field: FieldSpec): FieldSpec | undefined {
  const money = field.kind === 'integer' && (field.name === 'amount' || field.name.endsWith('_amount'));
  return money ? resource.fields.get('currency_code') : undefined;
}

/**
 * An amount range compares minor units of one currency, so it needs the filter naming that currency, on
 * the same record: `amount>` needs `currency_code`, `transaction.amount>` needs `transaction.currency_code`.
 */
function checkAmountRanges(
  resource: Resource,
  filters: readonly Filter[],
  resolve: ResolveResource,
  errors: FieldError[],
): void {
  for (const { path, operator } of filters) {
    if (operator !== 'gte' && operator !== 'lte') continue;
    const prefix = path.slice(0, -1);
    const last = prefix.at(-1);
    const owner = last ? resolve(last.ref!) : resource;
    const amount = path.at(-1)!;
    const currency = currencyFieldOf(owner, amount);
    if (!currency) continue;
    const named = filters.some(
      (filter) =>
        filter.operator === 'eq' &&
        filter.path.length === path.length &&
        filter.path.at(-1) === currency &&
        prefix.every((field, index) => filter.path[index] === field),
    );
    if (named) continue;
    const name = path.map((field) => field.name).join('.');
    const currencyName = [...prefix.map((field) => field.name), currency.name].join('.');
    errors.push({
      path: `query.${name}${operator === 'gte' ? '>' : '<'}`,
      code: 'currency_required',
      message: `An ${name} range is in minor units of one currency: filter ${currencyName} too`,
      expected: `${currencyName}=<ISO 4217 code>`,
    });
  }
}

function parseSort(resource: Resource, raw: string[], errors: FieldError[]): SortKey[] {
  const keys = (raw.length ? raw.join(',') : resource.defaultSort).split(',').filter(Boolean);
  const sort: SortKey[] = [];
  for (const key of keys) {
    const descending = key.startsWith('-');
    const field = resource.fields.get(descending ? key.slice(1) : key);
    if (!field || !isQueryable(field) || field.kind === 'array') {
      errors.push({
        path: 'query._sort',
        code: 'unknown_field',
        message: `Cannot sort ${resource.name} by '${key}'`,
      });
      continue;
    }
    sort.push({ field, descending });
  }
  return sort;
}

/** Text a column of the kind prints, which it reads back unchanged; a cursor value must match it. */
const CURSOR_TEXT: Record<FieldSpec['kind'], RegExp | undefined> = {
  uuid: UUID,
  integer: /^-?\d{1,19}$/,
  number: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false)$/,
  timestamp: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: DATE,
  enum: undefined,
  text: undefined,
  array: /^$/,
  json: /^$/,
};

/** The keys the rows are ordered by: the sort, then the id, which breaks ties so pages never repeat or skip rows. */
export function orderKeys(resource: Resource, sort: readonly SortKey[]): SortKey[] {
  const last = sort[sort.length - 1];
  if (last?.field.name === 'id') return [...sort];
  return [...sort, { field: resource.fields.get('id')!, descending: last?.descending ?? false }];
}

/** The sort as a cursor names it, so that a cursor of another order is refused rather than misread. */
export function sortSignature(sort: readonly SortKey[]): string {
  return sort.map(({ field, descending }) => `${descending ? '-' : ''}${field.name}`).join(',');
}

/** An opaque `_after` value: the sort it belongs to and the position in it. */
export function encodeCursor(sort: readonly SortKey[], values: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify({ s: sortSignature(sort), v: values })).toString('base64url');
}

function parseCursor(
  resource: Resource,
  raw: string[],
  sort: readonly SortKey[],
  errors: FieldError[],
): Cursor | undefined {
  if (raw.length === 0 || raw[0] === '') return undefined;
  const invalid = (message: string) => {
    errors.push({ path: 'query._after', code: 'invalid_cursor', message, actual: raw.join(',') });
    return undefined;
  };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw[0]!, 'base64url').toString('utf8'));
  } catch {
    return invalid('Not a cursor this list gave');
  }
  const { s, v } = (decoded ?? {}) as { s?: unknown; v?: unknown };
  if (raw.length > 1 || !Array.isArray(v) || typeof s !== 'string')
    return invalid('Not a cursor this list gave');
  if (s !== sortSignature(sort)) return invalid(`The cursor belongs to the sort '${s}', not to this one`);
  const kinds = orderKeys(resource, sort).map(({ field }) => field);
  const fits =
    v.length === kinds.length &&
    v.every((value, index) => {
      const { kind, nullable } = kinds[index]!;
      if (value === null) return nullable;
      return typeof value === 'string' && (CURSOR_TEXT[kind]?.test(value) ?? value.length <= 10_000);
    });
  return fits ? { values: v as (string | null)[] } : invalid('Not a cursor this list gave');
}

function parsePopulate(
  resource: Resource,
  raw: string[],
  resolve: ResolveResource,
  errors: FieldError[],
): PopulateTree {
  const tree: PopulateTree = new Map();
  const names = raw
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    const parts = name.split('.');
    if (parts.length > MAX_POPULATE_DEPTH) {
      errors.push({
        path: 'query._populate',
        code: 'too_deep',
        message: `'${name}' nests deeper than ${MAX_POPULATE_DEPTH}`,
      });
      continue;
    }
    let current = resource;
    let node = tree;
    for (const part of parts) {
      const field = current.fields.get(part);
      if (!field?.ref) {
        errors.push({
          path: 'query._populate',
          code: 'unknown_field',
          message: `Cannot populate '${name}' on ${resource.name}`,
        });
        break;
      }
      const child = node.get(part) ?? new Map();
      node.set(part, child);
      node = child;
      current = resolve(field.ref);
    }
  }
  return tree;
}

/**
 * The list conventions of the spec, checked against the resource's declared fields: anything not
 * declared is a 400 naming it. Comparisons are inclusive (`created_at>=x` arrives as key `created_at>`),
 * `field!=x` is not-equal, `field[]=a&field[]=b` (or a repeated key) is one-of.
 */
export function parseListQuery(
  resource: Resource,
  query: RawQuery,
  resolve: ResolveResource,
  mayRead: MayRead,
): ListQuery {
  const errors: FieldError[] = [];
  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || RESERVED.has(key)) continue;
    if (key.startsWith('_')) {
      errors.push({ path: `query.${key}`, code: 'unknown_parameter', message: `Unknown parameter '${key}'` });
      continue;
    }
    const filter = parseFilter(resource, key, values(raw), resolve, mayRead, errors);
    if (filter) filters.push(filter);
  }
  const limit =
    parseInteger(values(query._limit), '_limit', 1, resource.maxLimit ?? 500, errors) ?? DEFAULT_LIMIT;
  const skip = parseInteger(values(query._skip), '_skip', 0, 10_000_000, errors) ?? 0;
  checkAmountRanges(resource, filters, resolve, errors);
  const sort = parseSort(resource, values(query._sort), errors);
  const after = errors.length ? undefined : parseCursor(resource, values(query._after), sort, errors);
  const populate = parsePopulate(
    resource,
    [...values(query._populate), ...values(query['_populate[]'])],
    resolve,
    errors,
  );
  const count = values(query._count);
  if (count.length > 1 || (count[0] !== undefined && !['true', 'false'].includes(count[0]))) {
    errors.push({
      path: 'query._count',
      code: 'invalid_value',
      message: 'Expected true or false',
      expected: 'true or false',
      actual: count.join(','),
    });
  }
  const search = values(query._search)[0]?.trim();
  if (search !== undefined && search.length > 200) {
    errors.push({
      path: 'query._search',
      code: 'too_long',
      message: 'Search text is longer than 200 characters',
    });
  }
  if (errors.length) throw badRequest(errors, 'The query is invalid');
  // A reference's names are searched only for callers who may list what it refers to.
  const fields = resource.search.filter(
    ({ field, match }) => match !== 'name' || mayRead(resolve(resource.fields.get(field)!.ref!)),
  );
  return {
    filters,
    sort,
    limit,
    skip,
    populate,
    ...(search ? { search: { text: search, fields } } : {}),
    ...(after ? { after } : {}),
    ...(count[0] === 'true' ? { count: true as const } : {}),
  };
}

/** The parts of a list query that choose rows, for `/count` and `get`, which take only filters. */
export function parseFilterQuery(
  resource: Resource,
  query: RawQuery,
  resolve: ResolveResource,
  mayRead: MayRead,
): ListQuery {
  const { _limit, _skip, _sort, _after, _count, ...rest } = query;
  return parseListQuery(resource, rest, resolve, mayRead);
}
