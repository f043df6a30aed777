import {
  isRole,
  MERCHANT_INACTIVE,
  MFA_TYPES,
  type Operation,
  type Role,
  routeRequirement,
  satisfies,
} from '@psp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/errors.js';
import { type Actor, asUser, type UserActor } from './actor.js';
import { type ApiKeyAuthenticator, actorOrganisationOf, apiKeyActor } from './actors.js';
import {
  findSession,
  organisationSubtree,
  revokeSession,
  SESSION_COOKIE,
  type SessionRow,
  touchSession,
} from './sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API operation of the route: its requirement comes from the shared table in @psp/domain. */
    operation?: Operation;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** Routes the swagger UI plugin registers itself: public documentation. */
const DOCS_PREFIX = '/api/docs';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const scopeHeaderSchema = z.uuid();

/** The actor of an authenticated request; a route that needs one may rely on the hook below. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The actor of a request only a logged-in user may make (profile, sessions): 403 for an API key. */
export function userOf(request: FastifyRequest): UserActor {
  return asUser(actorOf(request));
}

/** The payments API's operations: `v1.*`, authenticated by API key only. */
export function isPaymentsApiOperation(operation: string): boolean {
  return operation.startsWith('v1.');
}

const BEARER = /^Bearer +(\S+)$/i;

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/v1/');
}

async function resolveScope(
  database: Database,
  row: SessionRow,
  header: string | undefined,
): Promise<{ scope: string[] | null; scopeRoot: string }> {
  if (!header) return { scope: row.subtree, scopeRoot: row.organisation_id };
  // An id may carry a ':suffix' naming an organisation mode; the scope is the id before it.
  const parsed = scopeHeaderSchema.safeParse(header.split(':')[0]);
  if (!parsed.success) {
    throw badRequest([
      {
        path: 'headers.x-organisation',
        code: 'invalid_format',
        message: 'Must be an organisation id',
        actual: header,
      },
    ]);
  }
  const target = parsed.data;
  if (row.subtree && !row.subtree.includes(target)) {
    throw forbidden('That organisation is outside your organisation');
  }
  const scope = await organisationSubtree(database, target);
  if (scope.length === 0) throw notFound('The organisation');
  return { scope, scopeRoot: target };
}

/** The user actor of a live session row, in the given scope. */
export function userActorOfSession(
  row: SessionRow,
  sessionIdleMinutes: number,
  scope: string[] | null,
  scopeRoot: string,
): UserActor {
  return {
    kind: 'user',
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    language: row.language === 'nl' ? 'nl' : 'en',
    roles: row.roles.filter(isRole) as Role[],
    mfaType: MFA_TYPES.find((type) => type === row.mfa_type) ?? null,
    isProvider: row.kind === 'provider',
    organisation: actorOrganisationOf({ ...row, id: row.organisation_id, name: row.organisation_name }),
    sessionIdleMinutes,
    scope,
    scopeRoot,
  };
}

/** The origin a URL or Origin header names, normalised (default port dropped); undefined when malformed. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const crossSite = () => new HttpError(403, 'origin_mismatch', 'Cross-site requests are refused');

/**
 * Login CSRF and CSRF on the cookie session: a state-changing request a browser sends from another site
 * is refused. The Origin must be the server's own (scheme, host and port, as the request reached it,
 * through TRUST_PROXY's forwarded headers) or PUBLIC_URL's; `null` (an opaque origin) is another site.
 * A request without Origin and Sec-Fetch-Site is not from a browser page (curl, servers) and passes.
 * The /v1 API authenticates with keys, not cookies, and is called by servers: it is not checked.
 */
function refuseCrossSite(request: FastifyRequest, publicOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
  const header = request.headers.origin;
  if (header === undefined) return;
  if (header === 'null') throw crossSite();
  const origin = originOf(header);
  if (!origin) {
    throw badRequest([
      { path: 'headers.origin', code: 'invalid_format', message: 'Must be an origin', actual: header },
    ]);
  }
  if (origin !== publicOrigin && origin !== originOf(`${request.protocol}://${request.host}`))
    throw crossSite();
}

/** The session cookie's user, in the scope the X-Organisation header asks for. */
async function sessionActor(request: FastifyRequest, database: Database, config: Config): Promise<UserActor> {
  const token = request.cookies[SESSION_COOKIE];
  const row = token ? await findSession(database, token) : undefined;
  if (!row) throw unauthorized(token ? 'session_expired' : 'unauthenticated');
  const idleMinutes = row.session_idle_minutes ?? config.sessionIdleMinutes;
  if (row.blocked || Date.now() - Date.parse(row.last_seen_at) > idleMinutes * 60_000) {
    await revokeSession(database, row.session_id);
    throw unauthorized('session_expired', 'Your session has ended; log in again');
  }
  await touchSession(database, row.session_id, row.last_seen_at);
  const header = request.headers['x-organisation'];
  const { scope, scopeRoot } = await resolveScope(
    database,
    row,
    typeof header === 'string' ? header : undefined,
  );
  return userActorOfSession(row, idleMinutes, scope, scopeRoot);
}

/**
 * The API key of `Authorization: Bearer <secret>`: the payments API's only credential. A cookie is not
 * one (a browser would send it from any site), so /v1 needs no CSRF check.
 */
async function keyActor(request: FastifyRequest, database: Database, authenticate: ApiKeyAuthenticator) {
  const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const key = secret ? await authenticate(database, secret) : undefined;
  if (!key) {
    throw unauthorized(
      'invalid_api_key',
      secret ? 'The API key is unknown or revoked' : 'Send an API key: Authorization: Bearer <key>',
    );
  }
  if (key.acting?.active === false) {
    throw new HttpError(
      403,
      MERCHANT_INACTIVE,
      'This merchant is deactivated: its API keys are refused until the provider activates it again',
    );
  }
  return apiKeyActor(database, key);
}

/**
 * Authenticates every API request and checks it against the operation table before any handler runs,
 * so no handler can forget either: a session for /api, an API key for the payments API (`v1.*`). A route
 * under /api or /v1 without a known operation fails at start.
 */
export function registerAuthentication(
  app: FastifyInstance,
  database: Database,
  config: Config,
  authenticateApiKey: ApiKeyAuthenticator,
): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith(DOCS_PREFIX)) return;
    const operation = route.config?.operation;
    if (!operation || routeRequirement(operation) === undefined) {
      throw new Error(`Route ${route.method} ${route.url} has no operation in the permission table`);
    }
    if (isPaymentsApiOperation(operation) !== route.url.startsWith('/v1/')) {
      throw new Error(`Route ${route.method} ${route.url}: v1.* operations are exactly the /v1 routes`);
    }
  });

  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return; // unknown route (404), docs or static files
    const paymentsApi = isPaymentsApiOperation(operation);
    if (!SAFE_METHODS.has(request.method) && !paymentsApi) refuseCrossSite(request, publicOrigin);
    const requirement = routeRequirement(operation);
    if (requirement === 'public' || requirement === undefined) return;

    const actor = paymentsApi
      ? await keyActor(request, database, authenticateApiKey)
      : await sessionActor(request, database, config);
    request.actor = actor;
    if (!satisfies(actor, requirement)) throw forbidden();
  });
}
