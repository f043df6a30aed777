import type { Me } from '@psp/domain';
import { ApiError } from '../kit/api/ApiError';
import { apiRequest } from '../kit/api/apiRequest';

/** The logged-in user and organisation, or null without a session; other failures are thrown. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest<Me>('GET', 'auth/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
