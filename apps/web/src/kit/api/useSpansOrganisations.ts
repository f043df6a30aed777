import { useQuery } from '@tanstack/react-query';
import { usePermission } from './usePermission';
import { useScopedApi } from './useScopedApi';

/**
 * Whether a list in the current scope can hold records of several organisations: the provider view holds
 * every merchant's, a merchant's holds those of its child organisations when it has any. A list fixed to
 * one organisation never does.
 */
export function useSpansOrganisations(fixedToOne: boolean): boolean {
  const { client, scopeKey, kind } = useScopedApi();
  const may = usePermission();
  const { data } = useQuery({
    queryKey: [scopeKey, 'organisation', 'count', 'all'],
    queryFn: ({ signal }) => client.count('organisation', {}, { signal }),
    enabled: !fixedToOne && kind !== 'provider' && may('organisation.count'),
    staleTime: 5 * 60_000,
  });
  if (fixedToOne) return false;
  return kind === 'provider' || (data?.count ?? 0) > 1;
}
