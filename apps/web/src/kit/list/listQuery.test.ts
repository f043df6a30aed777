import { describe, expect, it } from 'vitest';
import { apiQueryOf, applyListChange, filterQueryOf, rangeFilters, readListState } from './listQuery';

const params = (search: string) => new URLSearchParams(search);

describe('list state in the URL', () => {
  it('reads defaults from an empty URL: first page, 25 rows, newest first', () => {
    const state = readListState(params(''));
    expect(apiQueryOf(state)).toEqual({ _sort: '-created_at', _limit: '25', _skip: '0' });
  });

  it('sends filters as they stand, arrays for [] keys, without the open record', () => {
    const state = readListState(
      params('status[]=PAID&status[]=FAILED&created_at%3E=2026-01-01&_open=t1&_search=abc'),
    );
    expect(filterQueryOf(state)).toEqual({
      'status[]': ['PAID', 'FAILED'],
      'created_at>': '2026-01-01',
      _search: 'abc',
    });
    expect(state.open).toBe('t1');
  });

  it('leaves _skip 0, _limit 25 and the default sort out of the URL', () => {
    const next = applyListChange(params('_skip=50&_limit=50&_sort=amount'), {
      limit: 25,
      sort: '-created_at',
    });
    expect(next.toString()).toBe('');
  });

  it('goes back to the first page when filters change, and keeps the page when a record opens', () => {
    expect(applyListChange(params('_skip=50'), { filters: { country_code: 'NL' } }).toString()).toBe(
      'country_code=NL',
    );
    expect(applyListChange(params('_skip=50'), { open: 't1' }).toString()).toBe('_skip=50&_open=t1');
  });

  it('replaces a multi-select filter and removes emptied filters', () => {
    const next = applyListChange(params('status[]=PAID&payment_product=ideal'), {
      filters: { 'status[]': ['FAILED'], payment_product: '' },
    });
    expect(next.getAll('status[]')).toEqual(['FAILED']);
    expect(next.has('payment_product')).toBe(false);
  });

  it('clears every filter but keeps search and sort', () => {
    const next = applyListChange(params('status[]=PAID&amount%3E=100&_search=x&_sort=amount'), {
      clearFilters: true,
    });
    expect(next.toString()).toBe('_search=x&_sort=amount');
  });

  it('ignores a malformed page number', () => {
    expect(readListState(params('_skip=-4&_limit=abc'))).toMatchObject({ skip: 0, limit: 25 });
  });

  it('keeps both bounds of a range when they are edited one after the other, each from a stale view', () => {
    // From lands first; To, typed before From landed, still sees no From. Each sends only its own bound.
    const afterFrom = applyListChange(params(''), { filters: rangeFilters('amount', { from: '1000' }) });
    const afterTo = applyListChange(afterFrom, { filters: rangeFilters('amount', { to: '5000' }) });
    expect(filterQueryOf(readListState(afterTo))).toEqual({ 'amount>': '1000', 'amount<': '5000' });
    const cleared = applyListChange(afterTo, { filters: rangeFilters('amount', { from: '' }) });
    expect(filterQueryOf(readListState(cleared))).toEqual({ 'amount<': '5000' });
  });

  it('keeps page parameters apart: never sent as filters, not cleared with them', () => {
    const url = params('period=7d&ids=a,b&tab=refunds&status[]=PAID');
    const state = readListState(url, '-created_at', ['period', 'ids', 'tab']);
    expect(state.page).toEqual({ period: '7d', ids: 'a,b', tab: 'refunds' });
    expect(filterQueryOf(state)).toEqual({ 'status[]': ['PAID'] });
    expect(apiQueryOf(state)).not.toHaveProperty('period');
    const cleared = applyListChange(url, { clearFilters: true }, '-created_at', ['period', 'ids', 'tab']);
    expect(cleared.toString()).toBe('period=7d&ids=a%2Cb&tab=refunds');
    const moved = applyListChange(url, { page: { tab: 'chargebacks', ids: undefined } }, '-created_at', [
      'period',
      'ids',
      'tab',
    ]);
    expect(readListState(moved, '-created_at', ['period', 'ids', 'tab']).page).toEqual({
      period: '7d',
      tab: 'chargebacks',
    });
  });
});
