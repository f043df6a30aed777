import { ApiError } from './ApiError';
import { type Query, toSearchParams } from './toSearchParams';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A provider user acting inside a merchant's scope sends that merchant's id with every call. */
  organisation?: string;
  /** Reads what the answer says besides its body (a header such as X-Total-Count). */
  onResponse?: (response: Response) => void;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The ApiError of an answer that is not 2xx. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ApiError> & { error?: string };
  return new ApiError(
    response.status,
    body.error ?? `http_${response.status}`,
    body.message ?? '',
    body.details,
  );
}

/** The answer of one call to /api, 2xx only: the session cookie travels by itself, the rest is an ApiError. */
export async function apiResponse(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
  accept = 'application/json',
): Promise<Response> {
  const search = options.query ? toSearchParams(options.query).toString() : '';
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.organisation) headers['X-Organisation'] = options.organisation;
  const response = await fetch(`/api/${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    ...(options.signal && { signal: options.signal }),
  });
  if (!response.ok) throw await toApiError(response);
  options.onResponse?.(response);
  return response;
}

/** One call to /api answering JSON (or nothing: 204). */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiResponse(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
