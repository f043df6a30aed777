import { loginRequestSchema, loginResponseSchema, meSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { principalOf } from './authenticate.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { toMe } from './principal.js';
import { createSession, revokeSession, SESSION_COOKIE } from './sessions.js';
import { consumeThrottle } from './throttle.js';

/** After this many consecutive failures an account is locked for LOCK_MINUTES. */
const MAX_FAILED_LOGINS = 10;
const LOCK_MINUTES = 30;
/** Failed logins allowed per IP address in a 15-minute window, across accounts. */
const IP_FAILURES_PER_WINDOW = 50;

const errorSchema = z.object({ error: z.string(), message: z.string() });

export function registerAuthRoutes(app: FastifyInstance, database: Database, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      config: { operation: 'auth.login' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const ipKey = `login-ip:${request.ip}`;
      if (!(await consumeThrottle(database, ipKey, IP_FAILURES_PER_WINDOW, 15, false))) {
        throw new HttpError(
          429,
          'too_many_attempts',
          'Too many failed attempts from this address; try later',
        );
      }
      const user = await database.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'blocked', 'locked_until', 'failed_logins', 'organisation_id'])
        .where(sql<string>`lower(email)`, '=', username.toLowerCase())
        .executeTakeFirst();
      // Verify against a decoy when there is no such user, so both answers take the same time.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
      if (user?.locked_until && Date.parse(user.locked_until) > Date.now()) {
        throw unauthorized(
          'account_locked',
          `Too many failed attempts; try again in ${LOCK_MINUTES} minutes`,
        );
      }
      if (!user || !valid || !user.password_hash) {
        await consumeThrottle(database, ipKey, IP_FAILURES_PER_WINDOW, 15, true);
        if (user) {
          const failures = user.failed_logins + 1;
          await database.db
            .updateTable('users')
            .set(
              failures >= MAX_FAILED_LOGINS
                ? { failed_logins: 0, locked_until: sql`now() + make_interval(mins => ${LOCK_MINUTES})` }
                : { failed_logins: failures },
            )
            .where('id', '=', user.id)
            .execute();
        }
        throw unauthorized('invalid_credentials', 'The e-mail address or password is incorrect');
      }
      if (user.blocked) throw unauthorized('account_blocked', 'This account has been blocked');

      await database.db
        .updateTable('users')
        .set({ failed_logins: 0, locked_until: null, last_login_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      const session = await createSession(database, {
        userId: user.id,
        lifetimeHours: config.sessionLifetimeHours,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.production,
        path: '/',
        expires: session.expiresAt,
      });
      const me = await meOfUser(database, config, user.id);
      return { status: 'success' as const, me };
    },
  );

  api.post(
    '/api/auth/logout',
    { config: { operation: 'auth.logout' }, schema: { tags: ['auth'], summary: 'End the session' } },
    async (request, reply) => {
      await revokeSession(database, principalOf(request).sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/auth/me',
    {
      config: { operation: 'auth.me' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user, organisation and capabilities',
        response: { 200: meSchema },
      },
    },
    async (request) => toMe(principalOf(request)),
  );
}

/** The `me` answer right after login, before a request carries the new session. */
async function meOfUser(database: Database, config: Config, userId: string) {
  const row = await database.db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.language',
      'u.roles',
      'u.mfa_type',
      'o.id as organisation_id',
      'o.name as organisation_name',
      'o.kind',
      'o.base_currency',
      'o.collecting',
      'o.modules',
      'o.session_idle_minutes',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const isProvider = row.kind === 'provider';
  return meSchema.parse({
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      language: row.language,
      roles: row.roles,
      mfa_type: row.mfa_type,
    },
    organisation: {
      id: row.organisation_id,
      name: row.organisation_name,
      kind: row.kind,
      base_currency: row.base_currency,
      collecting: row.collecting,
      modules: row.modules,
    },
    is_provider: isProvider,
    session_idle_minutes: row.session_idle_minutes ?? config.sessionIdleMinutes,
  });
}
