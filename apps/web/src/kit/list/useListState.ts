import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, DEFAULT_SORT, type ListChange, readListState } from './listQuery';

/** A list's filters, sort, page and open record, kept in the URL so reloads and shared links keep them. */
export function useListState(defaultSort = DEFAULT_SORT) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, defaultSort), [params, defaultSort]);
  const change = useCallback(
    (listChange: ListChange, options: { replace?: boolean } = {}) =>
      setParams((current) => applyListChange(current, listChange, defaultSort), options),
    [setParams, defaultSort],
  );
  return { state, change };
}
