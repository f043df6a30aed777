import type { CreateOf, UpdateOf } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceClient } from '../kit/api/resourceClient';
import { useScopedApi } from '../kit/api/useScopedApi';

/**
 * Writes of a merchant's settlement profile from inside the merchant, in the provider's own scope: the
 * profile names the provider's settlement schedule, which the merchant's scope does not hold. The
 * merchant's lists and records are refreshed after each write.
 */
export function useProviderWrites() {
  const { scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = resourceClient();
    const refresh = () => queryClient.invalidateQueries({ queryKey: [scopeKey, 'settlementprofile'] });
    return {
      create: async (body: CreateOf<'settlementprofile'>) => {
        await client.create('settlementprofile', body);
        await refresh();
      },
      update: async (id: string, body: UpdateOf<'settlementprofile'>) => {
        await client.update('settlementprofile', id, body);
        await refresh();
      },
    };
  }, [scopeKey, queryClient]);
}
