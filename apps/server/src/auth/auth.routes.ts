import { loginRequestSchema, loginResponseSchema, MFA_TYPES, meSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { toMe } from '../platform/auth/actor.js';
import { deactivationReason } from '../platform/auth/actors.js';
import { userOf } from '../platform/auth/authenticate.js';
import { decoyHash, verifyPassword } from '../platform/auth/passwords.js';
import { hashToken, revokeSession, SESSION_COOKIE } from '../platform/auth/sessions.js';
import { clearThrottle, consumeThrottle } from '../platform/auth/throttle.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { HttpError, unauthorized } from '../platform/http/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { authMail } from './auth-mails.js';
import { startSession } from './auth-session.js';
import { issueToken } from './auth-tokens.js';
import { hashCode, newEmailCode, TRUSTED_DEVICE_COOKIE } from './mfa.js';

/**
 * Login throttling (docs/adr/0006): failures are counted per e-mail address as typed and per client
 * address, never per account alone, so nobody can lock someone else out and an unknown address is
 * answered exactly like a known one. A wide per-address ceiling bounds password spraying.
 */
const LOGIN_WINDOW_MINUTES = 15;
const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
const FAILURES_PER_ADDRESS = 300;

export function registerAuthRoutes(
  app: FastifyInstance,
  database: Database,
  config: Config,
  mailer: Mailer,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      config: { operation: 'auth.login' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; may ask for an MFA code or an MFA set-up next',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const limits = [
        { key: `login:${username.toLowerCase()}:${request.ip}`, limit: FAILURES_PER_ACCOUNT_AND_ADDRESS },
        { key: `login-ip:${request.ip}`, limit: FAILURES_PER_ADDRESS },
      ];
      for (const { key, limit } of limits) {
        if (!(await consumeThrottle(database, key, limit, LOGIN_WINDOW_MINUTES, false))) {
          throw new HttpError(429, 'rate_limited', 'Too many failed attempts; try again later');
        }
      }
      const user = await database.db
        .selectFrom('users as u')
        .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
        .select([
          'u.id',
          'u.email',
          'u.name',
          'u.language',
          'u.password_hash',
          'u.blocked',
          'u.mfa_type',
          'u.organisation_id',
          'o.mfa_required',
        ])
        .where(sql<string>`lower(u.email)`, '=', username.toLowerCase())
        .executeTakeFirst();
      // Verify against a decoy when there is no such user, so both answers take the same time.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
      if (!user || !valid || !user.password_hash) {
        for (const { key, limit } of limits) {
          await consumeThrottle(database, key, limit, LOGIN_WINDOW_MINUTES, true);
        }
        throw unauthorized('invalid_credentials', 'The e-mail address or password is incorrect');
      }
      await clearThrottle(database, limits[0]!.key);
      if (user.blocked) throw unauthorized('account_blocked', 'This account has been blocked');

      const mfaType = MFA_TYPES.find((type) => type === user.mfa_type);
      if (mfaType) {
        if (await isTrustedDevice(database, user.id, request.cookies[TRUSTED_DEVICE_COOKIE])) {
          return startSession(database, config, request, reply, user.id);
        }
        const token = await database.db.transaction().execute(async (trx) => {
          if (mfaType === 'google') return issueToken(trx, user.id, 'mfa_challenge', { type: mfaType });
          const code = newEmailCode();
          const issued = await issueToken(trx, user.id, 'mfa_challenge', {
            type: mfaType,
            code_hash: hashCode(code),
          });
          const recipient = { ...user, organisationId: user.organisation_id };
          await mailer.queue(trx, authMail('mfaCode', recipient, config.productName, { code }));
          return issued;
        });
        return { status: 'mfa_required' as const, username: user.email, mfa_token: token, mfa_type: mfaType };
      }
      if (user.mfa_required) {
        const token = await issueToken(database.db, user.id, 'mfa_setup');
        return { status: 'mfa_setup_required' as const, token };
      }
      return startSession(database, config, request, reply, user.id);
    },
  );

  api.post(
    '/api/auth/logout',
    { config: { operation: 'auth.logout' }, schema: { tags: ['auth'], summary: 'End the session' } },
    async (request, reply) => {
      await revokeSession(database, userOf(request).sessionId);
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
    async (request) => {
      const user = userOf(request);
      const reason = user.organisation.active
        ? null
        : await deactivationReason(database.db, user.organisation.id);
      return toMe(user, reason);
    },
  );
}

async function isTrustedDevice(
  database: Database,
  userId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const device = await database.db
    .updateTable('trusted_devices')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(device);
}
