import type { PopulatedRowOf, ResourceName } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterOption } from '../list/FilterDefinition';
import type { Query } from './toSearchParams';
import { useScopedApi } from './useScopedApi';

/**
 * The records of a resource as select options (value: id), read in the current scope with the list
 * conventions. `enabled: false` (no role to read them, or a query that waits on another field) gives none.
 */
export function useResourceOptions<N extends ResourceName>(
  resource: N,
  query: Query,
  label: (record: PopulatedRowOf<N>) => string,
  enabled = true,
): { options: FilterOption[]; loading: boolean } {
  const { client, scopeKey } = useScopedApi();
  const records = useQuery({
    queryKey: [scopeKey, resource, 'options', query],
    queryFn: ({ signal }) => client.list(resource, query, { signal }),
    enabled,
  });
  const options = useMemo(
    () => (enabled ? (records.data ?? []).map((record) => ({ value: record.id, label: label(record) })) : []),
    [enabled, records.data, label],
  );
  return { options, loading: enabled && records.isLoading };
}
