import type { CreateOf, PopulatedRowOf, PopulateKeyOf, ResourceName, RowOf, UpdateOf } from '@psp/domain';
import { apiRequest } from './apiRequest';
import type { Query } from './toSearchParams';

export interface Entity {
  id: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A read: its references to populate (typed into the rows it answers) and its abort signal. */
export interface ReadOptions<P extends string> extends CallOptions {
  populate?: readonly P[] | undefined;
}

function withPopulate(query: Query, populate: readonly string[] | undefined): Query {
  return populate?.length ? { ...query, _populate: populate.join(',') } : query;
}

/**
 * The generic resource calls of the API for one organisation scope, typed by the resource map: rows
 * with their populated references, create and update bodies. An update is a PUT in the resource
 * conventions but is sent as POST to /{resource}/{id}.
 */
export function resourceClient(organisation?: string) {
  const scoped = { ...(organisation && { organisation }) };
  return {
    list: <N extends ResourceName, P extends PopulateKeyOf<N> = never>(
      resource: N,
      query: Query,
      { populate, ...options }: ReadOptions<P> = {},
    ) =>
      apiRequest<PopulatedRowOf<N, P>[]>('GET', resource, {
        ...scoped,
        ...options,
        query: withPopulate(query, populate),
      }),
    /** A page of rows and the total of its filters, in one request (`_count=true`, X-Total-Count). */
    page: async <N extends ResourceName, P extends PopulateKeyOf<N> = never>(
      resource: N,
      query: Query,
      { populate, ...options }: ReadOptions<P> = {},
    ) => {
      let total: number | undefined;
      const rows = await apiRequest<PopulatedRowOf<N, P>[]>('GET', resource, {
        ...scoped,
        ...options,
        query: withPopulate({ ...query, _count: 'true' }, populate),
        onResponse: (response) => {
          const header = response.headers.get('x-total-count');
          total = header === null ? undefined : Number(header);
        },
      });
      return { rows, total };
    },
    count: (resource: ResourceName, query: Query, options: CallOptions = {}) =>
      apiRequest<{ count: number }>('GET', `${resource}/count`, { ...scoped, ...options, query }),
    get: <N extends ResourceName, P extends PopulateKeyOf<N> = never>(
      resource: N,
      id: string,
      { populate, ...options }: ReadOptions<P> = {},
    ) =>
      apiRequest<PopulatedRowOf<N, P>>('GET', `${resource}/${encodeURIComponent(id)}`, {
        ...scoped,
        ...options,
        query: withPopulate({}, populate),
      }),
    /** The answer is the created row; `R` types an answer that holds more (an API key's secret, once). */
    create: <N extends ResourceName, R = RowOf<N>>(resource: N, body: CreateOf<N>) =>
      apiRequest<R>('POST', resource, { ...scoped, body }),
    update: <N extends ResourceName>(resource: N, id: string, body: UpdateOf<N>) =>
      apiRequest<RowOf<N>>('POST', `${resource}/${encodeURIComponent(id)}`, { ...scoped, body }),
    remove: (resource: ResourceName, id: string) =>
      apiRequest<void>('DELETE', `${resource}/${encodeURIComponent(id)}`, scoped),
    /** A named action on one record: POST /{resource}/{id}/{action} (e.g. reset-mfa, preview, revoke). */
    action: <T>(resource: ResourceName, id: string, action: string, body: unknown = {}) =>
      apiRequest<T>('POST', `${resource}/${encodeURIComponent(id)}/${action}`, { ...scoped, body }),
  };
}

export type ResourceClient = ReturnType<typeof resourceClient>;
