import { ApiError } from '../kit/api/ApiError';

/** The text key of a failed call of a logged-out screen: errors.{code}, or the network error. */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? `errors.${error.code}` : 'errors.network';
}
