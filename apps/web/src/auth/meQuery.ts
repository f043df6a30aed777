import type { Me } from '@psp/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../kit/data/ApiError';
import { apiRequest } from '../kit/data/apiRequest';

/** The logged-in user and organisation, or null without a session. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiRequest<Me>('GET', 'auth/me', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});
