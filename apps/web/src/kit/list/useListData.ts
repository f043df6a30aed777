import type { PopulateKeyOf, ResourceName } from '@psp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api/toSearchParams';
import { useScopedApi } from '../api/useScopedApi';

/**
 * The rows and the total of a list. Both calls take the query's abort signal, so leaving the screen
 * cancels them; the previous page stays visible while the next one loads.
 */
export function useListData<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  query: Query,
  countQuery: Query,
  populate?: readonly P[],
) {
  const { client, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: [scopeKey, resource, 'list', query, populate],
    queryFn: ({ signal }) => client.list(resource, query, { populate, signal }),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [scopeKey, resource, 'count', countQuery],
    queryFn: ({ signal }) => client.count(resource, countQuery, { signal }),
    placeholderData: keepPreviousData,
  });
  return {
    client,
    rows,
    total: count.data?.count,
    refresh: () => queryClient.invalidateQueries({ queryKey: [scopeKey, resource] }),
  };
}
