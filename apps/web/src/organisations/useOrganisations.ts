import { useQuery } from '@tanstack/react-query';
import { useScopedApi } from '../kit/api/useScopedApi';

/** The whole organisation list of the scope (by name); writes of organisations refresh it. */
export function useOrganisations() {
  const { client, scopeKey } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'organisation', 'list', 'all'],
    queryFn: ({ signal }) => client.list('organisation', { _limit: 2000, _sort: 'name' }, { signal }),
  });
}
