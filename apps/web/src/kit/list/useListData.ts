import type { PopulateKeyOf, ResourceName } from '@psp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api/toSearchParams';
import { useScopedApi } from '../api/useScopedApi';

/**
 * The rows of a list page and the total of its filters, in one request (`_count=true`: the API counts
 * beside the page, so a list costs one HTTP round trip, not two). It takes the query's abort signal, so
 * leaving the screen cancels it; the previous page stays visible while the next one loads.
 */
export function useListData<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  query: Query,
  populate?: readonly P[],
) {
  const { client, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: [scopeKey, resource, 'list', query, populate],
    queryFn: ({ signal }) => client.page(resource, query, { populate, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    client,
    rows: { ...page, data: page.data?.rows },
    total: page.data?.total,
    refresh: () => queryClient.invalidateQueries({ queryKey: [scopeKey, resource] }),
  };
}
