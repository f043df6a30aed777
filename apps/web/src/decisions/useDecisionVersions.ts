import type { RoutingVersion, RulesetVersion } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';

export type VersionedResource = 'validationruleset' | 'routing';
export type VersionOf<R extends VersionedResource> = R extends 'routing' ? RoutingVersion : RulesetVersion;

/**
 * A ruleset's or routing's versions, newest first, cached under the resource so that a save or a
 * rollback (which refresh the resource's queries) shows the new version at once.
 */
export function useDecisionVersions<R extends VersionedResource>(resource: R, id: string) {
  const { scopeKey, organisation } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, resource, 'versions', id],
    queryFn: ({ signal }) =>
      apiRequest<VersionOf<R>[]>('GET', `${resource}/${encodeURIComponent(id)}/versions`, {
        signal,
        ...(organisation && { organisation }),
      }),
  });
}
