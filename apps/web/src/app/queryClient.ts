import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meQuery } from '../auth/meQuery';
import { ApiError } from '../kit/api/ApiError';
import { endExpiredSession } from './session/endExpiredSession';

/** A client error (4xx) will not change by asking again; network and server errors get two retries. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

const onError = (error: unknown) =>
  endExpiredSession(error, queryClient.getQueryData(meQuery.queryKey)?.user.id);

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
