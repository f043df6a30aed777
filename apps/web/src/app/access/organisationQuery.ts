import type { Organisation } from '@psp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../kit/api/apiRequest';

/** A merchant a provider user views: read within that merchant's own scope. */
export const organisationQuery = (id: string) =>
  queryOptions({
    queryKey: ['scope', id, 'organisation', id],
    queryFn: ({ signal }) =>
      apiRequest<Organisation>('GET', `organisation/${encodeURIComponent(id)}`, { signal, organisation: id }),
    staleTime: 5 * 60_000,
  });
