import type { ApiErrorDetail } from '../kit/api/ApiError';

/** The field a 400 detail is about, as one dotted path ('body.token'). */
export function detailPath(path: ApiErrorDetail['path']): string {
  return Array.isArray(path) ? path.join('.') : path;
}
