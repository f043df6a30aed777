import { rememberUrl } from '../../auth/rememberedUrl';
import { ApiError } from '../../kit/api/ApiError';

const SESSION_ENDED = new Set(['session_expired', 'unauthenticated']);

/**
 * 000 §4: a call answered with an ended session sends the user to login; the current URL is remembered
 * for this user and restored after the next login. Loading login anew drops what the session held.
 */
export function endExpiredSession(error: unknown, userId: string | undefined): void {
  if (!(error instanceof ApiError) || error.status !== 401 || !SESSION_ENDED.has(error.code)) return;
  const { pathname, search } = window.location;
  rememberUrl(`${pathname}${search}`, userId);
  window.location.replace('/login');
}
