import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from './fetchMe';

/** The session inside the app; the entry primes it with the answer it already has. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
