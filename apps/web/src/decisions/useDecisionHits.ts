import type { DecisionHits } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';

/**
 * How often each ruleset or routing of the scope fired: payments matched or routed in the last 24 hours
 * and 30 days (`GET /api/{resource}/hits`), by id. Empty without the role to read them.
 */
export function useDecisionHits(
  resource: 'routing' | 'validationruleset',
): ReadonlyMap<string, DecisionHits> {
  const may = usePermission();
  const { scopeKey, organisation } = useScopedApi();
  const { data } = useQuery({
    queryKey: [scopeKey, resource, 'hits'],
    queryFn: ({ signal }) =>
      apiRequest<DecisionHits[]>('GET', `${resource}/hits`, {
        signal,
        ...(organisation && { organisation }),
      }),
    enabled: may(`${resource}.hits`),
  });
  return useMemo(() => new Map((data ?? []).map((hits) => [hits.id, hits])), [data]);
}
