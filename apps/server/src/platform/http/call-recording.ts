import { REDACTED, redactHeaders, redactString, redactUrl, redactValue, storableText } from '@psp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import type { RouterRefusalListener } from './http-server.js';

/** A body larger than this (as JSON or text) is stored cut to it, with `truncated` set. */
export const RECORDED_BODY_LIMIT = 16_384;

export type CallAuthentication = 'api' | 'jwt' | 'none';

export interface RecordedMessage {
  headers: { name: string; value: string }[];
  body?: unknown;
  /** The body's size in characters when it was cut at RECORDED_BODY_LIMIT. */
  truncated?: number;
}

/** One call to /api or /v1 as it is handed to the recorder: already redacted. */
export interface RecordedCall {
  /** The route pattern (`/v1/transactions/:id`), or the path when no route matched. */
  route: string;
  /** The operation of the route (`v1.transaction.create`), or `unknown`. */
  type: string;
  method: string;
  /** Path and query, with link and challenge tokens and secret query values redacted. */
  url: string;
  responseCode: number;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY=true). */
  origin: string;
  authentication: CallAuthentication;
  actor: Actor | undefined;
  /** Route parameters and the response body as parsed JSON, for the recorder to find linked records. */
  params: Record<string, string>;
  responseJson: unknown;
  request: RecordedMessage;
  response: RecordedMessage;
  createdAt: Date;
}

/** Where recorded calls go (the audit trail's writer); it must not make the request wait. */
export interface CallRecorder {
  record(call: RecordedCall): void;
}

/**
 * Response headers every answer carries with the same value (security-headers.ts): left out, so each
 * stored row holds only what varies (half of a payment's row was these).
 */
const CONSTANT_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
]);

/** Public calls that say nothing about a merchant's data and would drown the trail: health and docs. */
const NOT_RECORDED = [/^\/api\/health/, /^\/api\/openapi\.json/, /^\/api\/docs/];

const started = Symbol('recordingStarted');
const sent = Symbol('recordedPayload');

declare module 'fastify' {
  interface FastifyRequest {
    [started]?: Date;
    /**
     * The payload as sent: a string, a buffer or a stream. What was sent, not what the route returned:
     * the response schema may strip fields from the latter.
     */
    [sent]?: unknown;
  }
}

/** Whether a call to `url` is recorded: every call to /api and /v1 but health and the API docs. */
export function isRecorded(url: string): boolean {
  return (url.startsWith('/api/') || url.startsWith('/v1/')) && !NOT_RECORDED.some((skip) => skip.test(url));
}

function headerList(
  headers: Record<string, unknown>,
  skip?: ReadonlySet<string>,
): { name: string; value: string }[] {
  const list: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip?.has(name)) continue;
    for (const one of [value].flat()) list.push({ name, value: String(one) });
  }
  return redactHeaders(list);
}

/**
 * A body cut to the limit: JSON kept as JSON when it fits, else its text up to the limit. `size` is its
 * size as sent when known (a body within the limit then needs no serialising here). The body is already
 * redacted, which makes its text storable and keeps it to RECORDED_DEPTH_LIMIT levels.
 */
function bounded(body: unknown, size?: number): Pick<RecordedMessage, 'body' | 'truncated'> {
  if (body === undefined || body === null || body === '') return {};
  if (size !== undefined && size <= RECORDED_BODY_LIMIT / 2) return { body };
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length <= RECORDED_BODY_LIMIT) return { body };
  // A cut may fall between the two halves of a surrogate pair: the half left is made storable.
  return { body: storableText(text.slice(0, RECORDED_BODY_LIMIT)), truncated: text.length };
}

/**
 * The elements of a JSON array text one by one, as texts, without parsing the array: a scan of its
 * strings and brackets that stops where the caller stops asking.
 */
function* arrayElements(text: string): Generator<string> {
  let depth = 0;
  let inString = false;
  let start = 1;
  for (let index = 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) depth++;
    else if (code === 0x7d || code === 0x5d) {
      if (depth-- === 0) {
        if (text.slice(start, index).trim()) yield text.slice(start, index);
        return;
      }
    } else if (code === 0x2c && depth === 0) {
      yield text.slice(start, index);
      start = index + 1;
    }
  }
}

/**
 * A list answer too large to keep whole, redacted and serialised only as far as it is kept: the text of
 * its first elements, cut to the limit. The same characters `bounded(redactValue(list))` keeps, at a
 * fraction of the work (a page of 25 payments is 55 KB, of which 16 KB are kept; only the elements kept
 * are parsed): this runs on the event loop after every list call.
 */
function boundedList(text: string): Pick<RecordedMessage, 'body' | 'truncated'> {
  let kept = '[';
  for (const element of arrayElements(text)) {
    kept += `${kept.length > 1 ? ',' : ''}${JSON.stringify(redactValue(JSON.parse(element))) ?? 'null'}`;
    if (kept.length >= RECORDED_BODY_LIMIT) break;
  }
  return { body: storableText(kept.slice(0, RECORDED_BODY_LIMIT)), truncated: text.length };
}

/**
 * The credentials a path carries: route parameters named like `token` (challenge pages) and the link
 * token of the hosted pages' API (`/api/pay/{token}`, also when no route matched).
 */
function pathSecrets(path: string, params: Record<string, string>): string[] {
  const secrets = Object.entries(params)
    .filter(([name, value]) => /token/i.test(name) && value)
    .map(([, value]) => value);
  const link = /^\/api\/pay\/([^/]+)/.exec(path)?.[1];
  if (link) secrets.push(link, decodedOr(link));
  return secrets;
}

function decodedOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A text with every path secret replaced (an error message may echo the path). */
function scrubbed(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    result = result.replaceAll(secret, REDACTED).replaceAll(encodeURIComponent(secret), REDACTED);
  }
  return result;
}

/** A path with its credentials and anything `redactString` finds replaced. */
function redactedPath(path: string, secrets: readonly string[]): string {
  return redactString(scrubbed(path, secrets));
}

/** The request's URL with the path's credentials and secret query values redacted. */
function recordedUrl(request: FastifyRequest, secrets: readonly string[]): string {
  const mark = request.url.indexOf('?');
  if (mark === -1) return redactUrl(scrubbed(request.url, secrets));
  return redactUrl(scrubbed(request.url.slice(0, mark), secrets) + request.url.slice(mark));
}

function responseOf(
  reply: FastifyReply,
  payload: unknown,
  secrets: readonly string[],
): { json: unknown } & Pick<RecordedMessage, 'body' | 'truncated'> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    return { json: undefined, body: payload === undefined || payload === null ? undefined : '[stream]' };
  }
  const text = secrets.length ? scrubbed(payload.toString(), secrets) : payload.toString();
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.includes('json')) {
    try {
      // A list names no one record for the trail to link (auditRowOf reads objects only): a long one is
      // kept as its first elements, never parsed whole.
      if (text.length > RECORDED_BODY_LIMIT && text.trimStart().startsWith('[')) {
        return { json: undefined, ...boundedList(text.trimStart()) };
      }
      const json: unknown = JSON.parse(text);
      return { json, ...bounded(redactValue(json), text.length) };
    } catch {
      // Not JSON after all: kept as text.
    }
  }
  return { json: undefined, ...bounded(redactString(text), text.length) };
}

/**
 * Records every call to /api and /v1 (002 §2, issue 13): who called, what they sent and what they got,
 * redacted before it leaves this module. The recorder is handed the call after the response is sent, so
 * the client never waits for it.
 */
export function registerCallRecording(
  fastify: FastifyInstance,
  recorder: CallRecorder,
  onRouterRefusal: (listener: RouterRefusalListener) => void,
): void {
  const record = (request: FastifyRequest, reply: FastifyReply, payload: unknown, createdAt: Date) => {
    try {
      const actor = request.actor;
      const params = (request.params ?? {}) as Record<string, string>;
      const path = request.url.split('?')[0] ?? '';
      const secrets = pathSecrets(path, params);
      const { json, ...responseBody } = responseOf(reply, payload, secrets);
      recorder.record({
        route: request.routeOptions?.url ?? redactedPath(path, secrets),
        type: request.routeOptions?.config?.operation ?? 'unknown',
        method: request.method,
        url: recordedUrl(request, secrets),
        responseCode: reply.statusCode,
        origin: request.ip,
        authentication: actor?.kind === 'apiKey' ? 'api' : actor?.kind === 'user' ? 'jwt' : 'none',
        actor,
        params,
        responseJson: json,
        request: {
          headers: headerList(request.headers),
          ...bounded(redactValue(request.body), Number(request.headers['content-length']) || undefined),
        },
        response: {
          headers: headerList(reply.getHeaders(), CONSTANT_RESPONSE_HEADERS),
          ...responseBody,
        },
        createdAt,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit trail: call not recorded');
    }
  };
  fastify.addHook('onRequest', async (request) => {
    if (isRecorded(request.url)) request[started] = new Date();
  });
  fastify.addHook('onSend', async (request, _reply, payload) => {
    if (request[started]) request[sent] = payload;
    return payload;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const createdAt = request[started];
    if (createdAt) record(request, reply, request[sent], createdAt);
  });
  // A URL the router refused reaches no hook: it is recorded as it is answered.
  onRouterRefusal((request, reply, body) => {
    if (isRecorded(request.url)) record(request, reply, body, new Date());
  });
}
