import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../kit/api/resourceClient';
import { useAccess } from './useAccess';

/** How many organisations a merchant a provider user views holds (it and its shops), read in its scope. */
export const scopeOrganisationsQuery = (merchantId: string) =>
  queryOptions({
    queryKey: ['scope', merchantId, 'organisation', 'count', 'all'],
    queryFn: ({ signal }) => resourceClient(merchantId).count('organisation', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * How many organisations the scope in view holds: the user's own (from the session), or the viewed
 * merchant's (read by the route loader before the screen renders). Where it cannot be read, one.
 */
export function useScopeOrganisations(): number {
  const { me, scope } = useAccess();
  const merchantId = scope.kind === 'merchantAsProvider' ? scope.merchantId : undefined;
  const { data } = useQuery({
    ...scopeOrganisationsQuery(merchantId ?? ''),
    enabled: merchantId !== undefined,
  });
  return (merchantId ? data?.count : me.organisation.organisations) ?? 1;
}
