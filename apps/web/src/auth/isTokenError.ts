import { ApiError } from '../kit/api/ApiError';
import { detailPath } from './detailPath';

/** The call was refused for its link's token (used, expired or unknown). */
export function isTokenError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'invalid_token' || error.details.some((item) => detailPath(item.path) === 'body.token'))
  );
}
