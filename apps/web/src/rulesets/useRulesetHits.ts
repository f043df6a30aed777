import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';

export interface RulesetHits {
  id: string;
  last_24h: number;
  last_30d: number;
}

/** How many payments each ruleset in scope matched in the last 24 hours and 30 days, by ruleset id. */
export function useRulesetHits(): ReadonlyMap<string, RulesetHits> | undefined {
  const { scopeKey, organisation } = useScopedApi();
  const may = usePermission();
  const hits = useQuery({
    queryKey: [scopeKey, 'validationruleset', 'hits'],
    queryFn: ({ signal }) =>
      apiRequest<RulesetHits[]>('GET', 'validationruleset/hits', {
        signal,
        ...(organisation && { organisation }),
      }),
    enabled: may('validationruleset.hits'),
    select: (rows) => new Map(rows.map((row) => [row.id, row])),
  });
  return hits.data;
}
