import type { ResourceName } from '@psp/domain';
import { type Query, useQueryClient } from '@tanstack/react-query';
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
    /**
     * After a delete the record is gone: it is never asked for again (a 404). Its panel still shows it
     * until it closes, so the cached copy is dropped once nothing shows it any more; dropping it earlier
     * would make the panel load it again on its next render.
     */
    const remove = async (id: string) => {
      await client.remove(resource, id);
      const deleted = [scopeKey, resource, 'get', id];
      const isDeleted = (query: Query) => deleted.every((part, index) => query.queryKey[index] === part);
      await queryClient.invalidateQueries({
        queryKey: [scopeKey, resource],
        predicate: (q) => !isDeleted(q),
      });
      const cache = queryClient.getQueryCache();
      const forget = () => {
        const left = cache.findAll({ queryKey: deleted });
        for (const query of left) if (query.getObserversCount() === 0) cache.remove(query);
        return left.every((query) => query.getObserversCount() === 0);
      };
      if (forget()) return;
      const unsubscribe = cache.subscribe((event) => {
        if (event.type === 'observerRemoved' && isDeleted(event.query) && forget()) unsubscribe();
      });
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
