import type { ResourceName } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Entity } from './resourceClient';
import { useScopedApi } from './useScopedApi';

/** Create, update, delete and named actions of one resource in the current scope; each write refreshes its lists and records. */
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
    /** After a delete the record is gone: its cached copy is dropped, never asked for again (a 404). */
    const remove = async (id: string) => {
      await client.remove(resource, id);
      const deleted = [scopeKey, resource, 'get', id];
      await queryClient.invalidateQueries({
        queryKey: [scopeKey, resource],
        predicate: (query) => !deleted.every((part, index) => query.queryKey[index] === part),
      });
      queryClient.removeQueries({ queryKey: deleted });
    };
    return {
      create: (body: unknown) => then(client.create<T>(resource, body)),
      update: (id: string, body: unknown) => then(client.update<T>(resource, id, body)),
      remove,
      action: <R = T>(id: string, action: string, body?: unknown) =>
        then(client.action<R>(resource, id, action, body)),
      refresh,
    };
  }, [client, scopeKey, queryClient, resource]);
}
