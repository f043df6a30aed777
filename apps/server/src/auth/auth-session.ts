import { meSchema } from '@psp/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';

/** Ends a successful login: a new session (never a reused token), its cookie, and the `me` answer. */
export async function startSession(
  database: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  await database.db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  const session = await createSession(database, {
    userId,
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
  return { status: 'success' as const, me: await meOfUser(database, config, userId) };
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
    is_provider: row.kind === 'provider',
    session_idle_minutes: row.session_idle_minutes ?? config.sessionIdleMinutes,
  });
}
