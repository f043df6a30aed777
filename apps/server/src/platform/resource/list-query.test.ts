import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.js';
import { HttpError } from '../http/errors.js';
import { idRange, parseListQuery, type RawQuery } from './list-query.js';
import type { Resource } from './resource-definition.js';

const byName = new Map(RESOURCES.map((resource) => [resource.name, resource]));
const resolve = (name: string): Resource => byName.get(name as Resource['name'])!;
const transaction = resolve('transaction');
const parse = (query: RawQuery) => parseListQuery(transaction, query, resolve, () => true);

function errorOf(query: RawQuery): HttpError {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('parseListQuery', () => {
  it('applies the defaults of the spec: 25 rows, no skip, -created_at', () => {
    const query = parse({});
    expect(query.limit).toBe(25);
    expect(query.skip).toBe(0);
    expect(query.sort.map((key) => [key.field.name, key.descending])).toEqual([['created_at', true]]);
  });

  it('reads comparisons from the key: created_at>=x arrives as created_at> and is inclusive', () => {
    const query = parse({
      'created_at>': '2026-01-01',
      'amount<': '5000',
      currency_code: 'EUR',
      'status!': 'DECLINED',
    });
    expect(query.filters.map((f) => [f.path[0].name, f.operator, f.value])).toEqual([
      ['created_at', 'gte', '2026-01-01T00:00:00.000Z'],
      ['amount', 'lte', 5000],
      ['currency_code', 'eq', 'EUR'],
      ['status', 'ne', 'DECLINED'],
    ]);
  });

  it('reads lists from [] keys and from repeated keys', () => {
    expect(parse({ 'status[]': ['DECLINED', 'FAILED'] }).filters[0]).toMatchObject({
      operator: 'in',
      value: ['DECLINED', 'FAILED'],
    });
    expect(parse({ 'status[]': 'DECLINED' }).filters[0]).toMatchObject({
      operator: 'in',
      value: ['DECLINED'],
    });
    expect(parse({ status: ['DECLINED', 'FAILED'] }).filters[0]).toMatchObject({ operator: 'in' });
  });

  it('follows dotted paths into references', () => {
    const [filter] = parse({ 'payment_profile.currency_code': 'EUR' }).filters;
    expect(filter?.path.map((field) => field.name)).toEqual(['payment_profile', 'currency_code']);
  });

  it('parses sort lists and populate trees', () => {
    const query = parse({
      _sort: 'amount,-created_at',
      _populate: 'payment_profile,customer',
      '_populate[]': 'settlement.payment_profile',
    });
    expect(query.sort.map((key) => `${key.descending ? '-' : ''}${key.field.name}`)).toEqual([
      'amount',
      '-created_at',
    ]);
    expect([...query.populate.keys()]).toEqual(['payment_profile', 'customer', 'settlement']);
    expect([...query.populate.get('settlement')!.keys()]).toEqual(['payment_profile']);
  });

  it.each([
    [{ colour: 'red' }, 'query.colour', 'unknown_field'],
    [{ 'payment_profile.nope': 'x' }, 'query.payment_profile.nope', 'unknown_field'],
    [{ 'status.x': 'x' }, 'query.status.x', 'unknown_field'],
    [{ _sort: '-colour' }, 'query._sort', 'unknown_field'],
    [{ _populate: 'amount' }, 'query._populate', 'unknown_field'],
    [{ _limit: '0' }, 'query._limit', 'out_of_range'],
    [{ _limit: '501' }, 'query._limit', 'out_of_range'],
    [{ _skip: '-1' }, 'query._skip', 'out_of_range'],
    [{ _fields: 'id' }, 'query._fields', 'unknown_parameter'],
    [{ amount: 'ten' }, 'query.amount', 'invalid_value'],
    [{ 'created_at>': 'yesterday' }, 'query.created_at>', 'invalid_value'],
    [{ status: 'PAID_TWICE' }, 'query.status', 'invalid_value'],
    [{ blocked: 'yes' }, 'query.blocked', 'invalid_value'],
    [{ customer: 'not-a-uuid' }, 'query.customer', 'invalid_value'],
    [{ 'blocked>': 'true' }, 'query.blocked>', 'invalid_comparison'],
  ] as [RawQuery, string, string][])('refuses %j naming it', (query, path, code) => {
    const error = errorOf(query);
    expect(error.statusCode).toBe(400);
    expect(error.details).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('says what it expected and what it got', () => {
    const error = errorOf({ _limit: '9999' });
    expect(error.details?.[0]).toMatchObject({ expected: { min: 1, max: 500 }, actual: '9999' });
  });

  it('collects every problem of a query in one answer', () => {
    expect(errorOf({ colour: 'red', amount: 'ten', _sort: 'nope' }).details).toHaveLength(3);
  });

  it('honours a per-resource maximum (processor: 2000)', () => {
    expect(parseListQuery(resolve('processor'), { _limit: '2000' }, resolve, () => true).limit).toBe(2000);
  });
});

describe('idRange', () => {
  it('spans the ids that start with the first characters of an id', () => {
    expect(idRange('89AEC08B')).toEqual([
      '89aec08b-0000-0000-0000-000000000000',
      '89aec08b-ffff-ffff-ffff-ffffffffffff',
    ]);
    expect(idRange('89aec08b-1')).toEqual([
      '89aec08b-1000-0000-0000-000000000000',
      '89aec08b-1fff-ffff-ffff-ffffffffffff',
    ]);
  });

  it('refuses what no id starts with', () => {
    for (const text of ['', 'g', '89aec08b1', '-89a', 'a'.repeat(37)]) expect(idRange(text)).toBeUndefined();
  });
});
