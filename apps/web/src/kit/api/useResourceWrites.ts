import type { ResourceName } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Entity } from './resourceClient';
import { useScopedApi } from './useScopedApi';

/** Create, update, record actions and delete of one resource in the current scope; each write refreshes its lists and records. */
export function useResourceWrites<T extends Entity>(resource: ResourceName) {
  const { client, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: [scopeKey, resource] });
    const then = async <R>(write: Promise<R>) => {
      const result = await write;
      await refresh();
      return result;
    };
    return {
      create: (body: unknown) => then(client.create<T>(resource, body)),
      update: (id: string, body: unknown) => then(client.update<T>(resource, id, body)),
      act: (id: string, action: string, body?: unknown) => then(client.act<T>(resource, id, action, body)),
      remove: (id: string) => then(client.remove(resource, id)),
      refresh,
    };
  }, [client, scopeKey, queryClient, resource]);
}
