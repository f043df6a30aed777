import type { ResourceName } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import type { Entity } from './resourceClient';
import { useScopedApi } from './useScopedApi';

/** One record of a resource in the current scope, cached under the resource so writes refresh it. */
export function useRecord<T extends Entity>(
  resource: ResourceName,
  id: string,
  populate?: readonly string[],
) {
  const { client, scopeKey } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, resource, 'get', id, populate],
    queryFn: ({ signal }) =>
      client.get<T>(resource, id, populate ? { _populate: populate.join(',') } : {}, { signal }),
  });
}
