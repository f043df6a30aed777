/** A field problem as the API reports it (400 details). */
export interface ApiErrorDetail {
  path: string[] | string;
  code: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

/** An error answer of the API: `{ error, message, details? }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
