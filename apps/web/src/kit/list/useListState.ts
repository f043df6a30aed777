import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, DEFAULT_SORT, type ListChange, readListState } from './listQuery';

const NO_PAGE_PARAMS: readonly never[] = [];

/**
 * A list's filters, sort, page and open record, kept in the URL so reloads and shared links keep them.
 * `pageParams` (a constant of the screen) are its own parameters (a period, compared ids, an open tab):
 * kept in the URL beside the filters, never sent to the API as one.
 */
export function useListState<Page extends string = never>(
  defaultSort = DEFAULT_SORT,
  pageParams: readonly Page[] = NO_PAGE_PARAMS,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListState(params, defaultSort, pageParams),
    [params, defaultSort, pageParams],
  );
  const change = useCallback(
    (listChange: ListChange<Page>, options: { replace?: boolean } = {}) =>
      // From the address bar as it is now, not as it was at the last render: a debounced search that
      // lands just after a row click must keep the record the click opened.
      setParams(
        () =>
          applyListChange(new URLSearchParams(window.location.search), listChange, defaultSort, pageParams),
        options,
      ),
    [setParams, defaultSort, pageParams],
  );
  return { state, change };
}
