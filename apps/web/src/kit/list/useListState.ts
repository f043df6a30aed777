import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, DEFAULT_SORT, type ListChange, readListState } from './listQuery';

/** A list's filters, sort, page and open record, kept in the URL so reloads and shared links keep them. */
export function useListState(defaultSort = DEFAULT_SORT) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, defaultSort), [params, defaultSort]);
  const change = useCallback(
    (listChange: ListChange, options: { replace?: boolean } = {}) =>
      // From the address bar as it is now, not as it was at the last render: a debounced search that
      // lands just after a row click must keep the record the click opened.
      setParams(
        () => applyListChange(new URLSearchParams(window.location.search), listChange, defaultSort),
        options,
      ),
    [setParams, defaultSort],
  );
  return { state, change };
}
