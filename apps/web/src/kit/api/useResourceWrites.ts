import type { CreateOf, ResourceName, RowOf, UpdateOf } from '@psp/domain';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScopedApi } from './useScopedApi';

/** Create, update, delete and named actions of one resource in the current scope; each write refreshes its lists and records. */
export function useResourceWrites<N extends ResourceName>(resource: N) {
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
      /** The answer is the created row; `R` types an answer that holds more (an API key's secret, once). */
      create: <R = RowOf<N>>(body: CreateOf<N>) => then(client.create<N, R>(resource, body)),
      update: (id: string, body: UpdateOf<N>) => then(client.update(resource, id, body)),
      remove,
      action: <R = RowOf<N>>(id: string, action: string, body?: unknown) =>
        then(client.action<R>(resource, id, action, body)),
      refresh,
    };
  }, [client, scopeKey, queryClient, resource]);
}
