import type { ResourceName } from '@psp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Entity } from '../api/resourceClient';
import type { Query } from '../api/toSearchParams';
import { useScopedApi } from '../api/useScopedApi';

/**
 * The rows and the total of a list. Both calls take the query's abort signal, so leaving the screen
 * cancels them; the previous page stays visible while the next one loads.
 */
export function useListData<T extends Entity>(resource: ResourceName, query: Query, countQuery: Query) {
  const { client, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: [scopeKey, resource, 'list', query],
    queryFn: ({ signal }) => client.list<T>(resource, query, { signal }),
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
