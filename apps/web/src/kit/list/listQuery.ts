/** 000 §9: default page size 25 and sort -created_at; the URL leaves out values equal to the defaults. */
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT = '-created_at';
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * URL parameters of the list itself; every other parameter is a filter sent to the API as it is, except
 * the page parameters a screen declares (a dashboard's `period`, compared `ids`, an open tab).
 */
const LIST_PARAMS = ['_skip', '_limit', '_sort', '_search', '_open'] as const;

export interface ListState<Page extends string = never> {
  skip: number;
  limit: number;
  sort: string;
  search: string;
  /** The id of the record open in the detail panel. */
  open: string | undefined;
  /** Filter parameters as they stand in the URL (`status[]`, `created_at>`, ...). */
  filters: URLSearchParams;
  /** The screen's own parameters, never sent to the API as filters. */
  page: Partial<Record<Page, string>>;
}

function nonNegativeInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 0 ? number : fallback;
}

export function readListState<Page extends string = never>(
  params: URLSearchParams,
  defaultSort = DEFAULT_SORT,
  pageParams: readonly Page[] = [],
): ListState<Page> {
  const filters = new URLSearchParams(params);
  for (const name of [...LIST_PARAMS, ...pageParams]) filters.delete(name);
  const page: Partial<Record<Page, string>> = {};
  for (const name of pageParams) {
    const value = params.get(name);
    if (value !== null) page[name] = value;
  }
  return {
    skip: nonNegativeInt(params.get('_skip'), 0),
    limit: nonNegativeInt(params.get('_limit'), DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE,
    sort: params.get('_sort') || defaultSort,
    search: params.get('_search') ?? '',
    open: params.get('_open') ?? undefined,
    filters,
    page,
  };
}

/** The query of the list call: the filters plus paging and sort, `[]` keys collected into arrays. */
export function apiQueryOf(state: ListState<string>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(state.filters.keys())) {
    query[key] = key.endsWith('[]') ? state.filters.getAll(key) : (state.filters.get(key) ?? '');
  }
  if (state.search) query._search = state.search;
  return { ...query, _sort: state.sort, _limit: String(state.limit), _skip: String(state.skip) };
}

/** The filters and search without paging: for count and export calls. */
export function filterQueryOf(state: ListState<string>): Record<string, string | string[]> {
  const { _limit, _skip, _sort, ...filters } = apiQueryOf(state);
  return filters;
}

export interface ListChange<Page extends string = never> {
  skip?: number;
  limit?: number;
  sort?: string;
  search?: string;
  open?: string | undefined;
  /** Filter parameters to set; an empty string or array removes the parameter. */
  filters?: Record<string, string | readonly string[]>;
  clearFilters?: true;
  /** Page parameters to set; an empty string or undefined removes the parameter. */
  page?: Partial<Record<Page, string | undefined>>;
}

/** The bounds of a range filter (`field>` and `field<`); a bound left undefined is left as it stands. */
export function rangeFilters(field: string, range: { from?: string; to?: string }): Record<string, string> {
  return {
    ...(range.from !== undefined && { [`${field}>`]: range.from }),
    ...(range.to !== undefined && { [`${field}<`]: range.to }),
  };
}

/**
 * The URL parameters after a change. Anything that changes the rows (filters, search, sort, page size)
 * goes back to the first page; defaults are left out of the URL.
 */
export function applyListChange<Page extends string = never>(
  params: URLSearchParams,
  change: ListChange<Page>,
  defaultSort = DEFAULT_SORT,
  pageParams: readonly Page[] = [],
) {
  const next = new URLSearchParams(params);
  const state = readListState(params, defaultSort, pageParams);
  const set = (name: string, value: string | undefined, fallback: string) => {
    if (value === undefined || value === '' || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  const rowsChange =
    change.filters !== undefined ||
    change.clearFilters !== undefined ||
    change.search !== undefined ||
    change.sort !== undefined ||
    change.limit !== undefined;
  if (change.clearFilters) for (const key of new Set(state.filters.keys())) next.delete(key);
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    next.delete(key);
    if (typeof value === 'string') {
      if (value !== '') next.set(key, value);
    } else {
      for (const item of value) next.append(key, item);
    }
  }
  if (change.search !== undefined) set('_search', change.search, '');
  if (change.sort !== undefined) set('_sort', change.sort, defaultSort);
  if (change.limit !== undefined) set('_limit', String(change.limit), String(DEFAULT_PAGE_SIZE));
  const skip = change.skip ?? (rowsChange ? 0 : state.skip);
  set('_skip', String(skip), '0');
  if ('open' in change) set('_open', change.open, '');
  for (const [name, value] of Object.entries<string | undefined>(change.page ?? {})) set(name, value, '');
  return next;
}
