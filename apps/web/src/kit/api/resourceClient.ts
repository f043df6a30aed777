import type { ResourceName } from '@psp/domain';
import { apiRequest } from './apiRequest';
import type { Query } from './toSearchParams';

export interface Entity {
  id: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The generic resource calls of the API for one organisation scope. An update is a PUT in the resource
 * conventions but is sent as POST to /{resource}/{id}.
 */
export function resourceClient(organisation?: string) {
  const scoped = { ...(organisation && { organisation }) };
  return {
    list: <T extends Entity>(resource: ResourceName, query: Query, options: CallOptions = {}) =>
      apiRequest<T[]>('GET', resource, { ...scoped, ...options, query }),
    count: (resource: ResourceName, query: Query, options: CallOptions = {}) =>
      apiRequest<{ count: number }>('GET', `${resource}/count`, { ...scoped, ...options, query }),
    get: <T extends Entity>(
      resource: ResourceName,
      id: string,
      query: Query = {},
      options: CallOptions = {},
    ) => apiRequest<T>('GET', `${resource}/${encodeURIComponent(id)}`, { ...scoped, ...options, query }),
    create: <T extends Entity>(resource: ResourceName, body: unknown) =>
      apiRequest<T>('POST', resource, { ...scoped, body }),
    update: <T extends Entity>(resource: ResourceName, id: string, body: unknown) =>
      apiRequest<T>('POST', `${resource}/${encodeURIComponent(id)}`, { ...scoped, body }),
    remove: (resource: ResourceName, id: string) =>
      apiRequest<void>('DELETE', `${resource}/${encodeURIComponent(id)}`, scoped),
    /** A named action on one record: POST /{resource}/{id}/{action} (e.g. reset-mfa, preview, revoke). */
    action: <T>(resource: ResourceName, id: string, action: string, body: unknown = {}) =>
      apiRequest<T>('POST', `${resource}/${encodeURIComponent(id)}/${action}`, { ...scoped, body }),
  };
}

export type ResourceClient = ReturnType<typeof resourceClient>;
