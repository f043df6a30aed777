import type { PopulateKeyOf, ResourceName } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useScopedApi } from './useScopedApi';

/** One record of a resource in the current scope, cached under the resource so writes refresh it. */
export function useRecord<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  id: string,
  populate?: readonly P[],
) {
  const { client, scopeKey } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, resource, 'get', id, populate],
    queryFn: ({ signal }) => client.get(resource, id, { populate, signal }),
  });
}
