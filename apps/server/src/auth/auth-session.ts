import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { toMe } from '../platform/auth/actor.js';
import { deactivationReason } from '../platform/auth/actors.js';
import { userActorOfSession } from '../platform/auth/authenticate.js';
import { createSession, findSession, SESSION_COOKIE, secureCookies } from '../platform/auth/sessions.js';
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
    .set({ last_login_at: sql`now()` })
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
    secure: secureCookies(config),
    path: '/',
    expires: session.expiresAt,
  });
  // The answer is read exactly as every later request reads the session.
  const row = await findSession(database, session.token);
  if (!row) throw new Error('A session just created cannot be found');
  const idleMinutes = row.session_idle_minutes ?? config.sessionIdleMinutes;
  const actor = userActorOfSession(row, idleMinutes, row.subtree, row.organisation_id);
  const reason = actor.organisation.active
    ? null
    : await deactivationReason(database.db, actor.organisation.id);
  return { status: 'success' as const, me: toMe(actor, reason) };
}
