import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../kit/api/ApiError';

/** A client error (4xx) will not change by asking again; network and server errors get two retries. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
