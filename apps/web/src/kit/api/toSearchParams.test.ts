import { describe, expect, it } from 'vitest';
import { toSearchParams } from './toSearchParams';

describe('toSearchParams', () => {
  it('drops empty parameters and sends arrays with a [] suffix', () => {
    const params = toSearchParams({
      _limit: 25,
      _search: '',
      customer: undefined,
      settlement: null,
      status: ['PAID', 'FAILED'],
      'country_code[]': ['NL'],
      tags: [],
      blocked: false,
    });
    expect(params.toString()).toBe(
      '_limit=25&status%5B%5D=PAID&status%5B%5D=FAILED&country_code%5B%5D=NL&blocked=false',
    );
  });
});
