import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export interface FieldError {
  path: string;
  code: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export interface ErrorBody {
  error: string;
  message: string;
  details?: FieldError[];
}

/** An error meant for the client: its status, a stable code and, for 400, the field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}

/** An error's reason in one line for a record that keeps it (a failed try, a refused rollback). */
export const reasonOf = (error: HttpError): string =>
  error.details?.map((detail) => detail.message).join('; ') || error.message;

export const badRequest = (details: FieldError[], message = 'The request is invalid') =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (code = 'unauthenticated', message = 'Log in to continue') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You do not have the role this needs') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'The resource') => new HttpError(404, 'not_found', `${what} does not exist`);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * What a comparison (too_small, too_big) measured of the value: a number itself, a text or a list by its
 * length, as the bound is. A refused text is never echoed: it may be a password or a card number.
 */
function measured(input: unknown): number | undefined {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' || Array.isArray(input)) return input.length;
  return undefined;
}

/** Zod issues to field errors; `prefix` says where the value came from (body, query, params). */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], prefix: string): FieldError[] {
  return issues.flatMap((issue): FieldError | FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      // One error per unknown field, on the field itself (`body.details.if.0.colour`), at any depth, as
      // for unknown query parameters; a form shows it on the nearest field it has.
      return issue.keys.map((key) => ({
        path: [prefix, ...issue.path.map(String), key].join('.'),
        code: issue.code,
        message: `Unknown field '${key}'`,
      }));
    }
    const error: FieldError = {
      path: [prefix, ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: issue.message,
    };
    if ('expected' in issue && issue.expected !== undefined) error.expected = issue.expected;
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      error.expected = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const actual = measured(issue.input);
      if (actual !== undefined) error.actual = actual;
    }
    return error;
  });
}

/**
 * The one check of what a caller sent against a schema: the value, or the 400 naming each field. Zod
 * keeps the input on an issue only when asked (`reportInput`), and a comparison error needs it for its
 * `actual`.
 */
function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix: string,
): { value: z.output<S> } | { error: HttpError } {
  const parsed = schema.safeParse(input, { reportInput: true });
  return parsed.success
    ? { value: parsed.data }
    : { error: badRequest(zodFieldErrors(parsed.error.issues, prefix)) };
}

/** {@link checkInput} for a handler or command: the value, or the 400 thrown. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix: string): z.output<S> {
  const checked = checkInput(schema, input, prefix);
  if ('error' in checked) throw checked.error;
  return checked.value;
}

/**
 * Fastify's validator of route schemas: {@link checkInput}, naming the part of the request (the query
 * string is `query`, as the list's own parser names it).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) =>
    checkInput(schema, data, httpPart === 'querystring' ? 'query' : (httpPart ?? 'body'));

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

/** Database errors that are the client's doing, mapped to 4xx. */
function fromDatabase(error: PgError): HttpError | undefined {
  switch (error.code) {
    case '23505':
      return conflict(
        'duplicate',
        `A record with these values already exists (${error.constraint ?? 'unique'})`,
      );
    case '23001':
    case '23503':
      return error.code === '23001' || /is (still )?referenced/.test(error.detail ?? '')
        ? conflict('in_use', 'This record is still used by other records and cannot be removed')
        : badRequest([
            { path: 'body', code: 'invalid_reference', message: 'A referenced record does not exist' },
          ]);
    case '23514':
      return badRequest([
        { path: `body.${error.constraint ?? ''}`, code: 'constraint', message: 'A value is out of range' },
      ]);
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
      return badRequest([{ path: 'body', code: 'invalid_value', message: 'A value has the wrong format' }]);
    case '22021':
    case '22P05':
      // Refused at the edge already (refuseNulCharacters); this covers a value built on the server.
      return badRequest([
        {
          path: 'body',
          code: 'invalid_character',
          message: 'A value holds a character that cannot be stored',
        },
      ]);
    default:
      return undefined;
  }
}

const BAD_BODY = { path: 'body', code: 'invalid_body' };

/** Where Fastify's own 400s went wrong, so that every 400 names a path like a validation error does. */
const FASTIFY_BAD_REQUESTS: Record<string, Omit<FieldError, 'message'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { path: 'body', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { path: 'body', code: 'empty_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { path: 'headers.content-length', code: 'invalid_content_length' },
  FST_ERR_BAD_URL: { path: 'url', code: 'invalid_url' },
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const mapped = error instanceof HttpError ? error : fromDatabase(error as PgError);
  if (mapped) {
    const body: ErrorBody = { error: mapped.code, message: mapped.message };
    if (mapped.details) body.details = mapped.details;
    return reply.status(mapped.statusCode).send(body);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
    const body: ErrorBody = { error: error.code?.toLowerCase() ?? 'bad_request', message: error.message };
    if (error.statusCode === 400) {
      body.error = 'validation_failed';
      body.details = [{ ...(FASTIFY_BAD_REQUESTS[error.code] ?? BAD_BODY), message: error.message }];
    }
    return reply.status(error.statusCode).send(body);
  }
  if (isResponseSerializationError(error))
    request.log.error({ err: error, issues: error.cause }, 'response failed its schema');
  else request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ error: 'internal', message: 'Something went wrong on our side' } satisfies ErrorBody);
}
