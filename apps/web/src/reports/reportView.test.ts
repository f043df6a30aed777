import { describe, expect, it } from 'vitest';
import { ApiError } from '../kit/api/ApiError';
import { changedFilters, definitionErrorsOf, filterParamsOf, formatSize } from './reportView';

describe('report definitions in the form', () => {
  it('keep the filter bar’s parameters as the list sends them, a cleared one removed', () => {
    const filters = { 'status[]': ['AUTHORIZED'], payment_product: 'card' };
    expect(filterParamsOf(filters).toString()).toBe('status%5B%5D=AUTHORIZED&payment_product=card');
    expect(
      changedFilters(filters, { filters: { 'status[]': ['AUTHORIZED', 'DECLINED'], payment_product: '' } }),
    ).toEqual({
      'status[]': ['AUTHORIZED', 'DECLINED'],
    });
    expect(changedFilters({}, { filters: { 'created_at>': '2026-11-01T00:00:00.000Z' } })).toEqual({
      'created_at>': '2026-11-01T00:00:00.000Z',
    });
  });

  it('place the API’s field errors beside the name, the filters (by key) and the columns', () => {
    const error = new ApiError(400, 'validation_failed', 'The report definition is invalid', [
      { path: 'body.filters.status[]', code: 'invalid_value', message: 'Unknown status' },
      { path: 'body.columns.0', code: 'invalid_value', message: 'Not a column' },
      { path: 'body.name', code: 'too_small', message: 'Too short' },
      { path: 'body.extra', code: 'unrecognized_keys', message: 'Unknown field' },
    ]);
    expect(definitionErrorsOf(error, () => 'network')).toEqual({
      fields: { filters: 'status[]: Unknown status', columns: 'Not a column', name: 'Too short' },
      general: 'Unknown field',
    });
    expect(definitionErrorsOf(new Error('offline'), () => 'network')).toEqual({
      fields: {},
      general: 'network',
    });
  });

  it('show sizes in the reader’s language', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(1_572_864, 'en')).toBe('1.5 MB');
    expect(formatSize(1_572_864, 'nl')).toBe('1,5 MB');
  });
});
