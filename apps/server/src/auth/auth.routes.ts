import { loginRequestSchema, loginResponseSchema, MFA_TYPES, meSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Mailer } from '../mail/mailer.js';
import { principalOf } from '../platform/auth/authenticate.js';
import { decoyHash, verifyPassword } from '../platform/auth/passwords.js';
import { toMe } from '../platform/auth/principal.js';
import { hashToken, revokeSession, SESSION_COOKIE } from '../platform/auth/sessions.js';
import { consumeThrottle } from '../platform/auth/throttle.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { HttpError, unauthorized } from '../platform/http/errors.js';
import { authMail } from './auth-mails.js';
import { startSession } from './auth-session.js';
import { issueToken } from './auth-tokens.js';
import { hashCode, newEmailCode, TRUSTED_DEVICE_COOKIE } from './mfa.js';

/** After this many consecutive failures an account is locked for LOCK_MINUTES. */
const MAX_FAILED_LOGINS = 10;
const LOCK_MINUTES = 30;
/** Failed logins allowed per IP address in a 15-minute window, across accounts. */
const IP_FAILURES_PER_WINDOW = 50;

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
      const ipKey = `login-ip:${request.ip}`;
      if (!(await consumeThrottle(database, ipKey, IP_FAILURES_PER_WINDOW, 15, false))) {
        throw new HttpError(
          429,
          'too_many_attempts',
          'Too many failed attempts from this address; try later',
        );
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
          'u.locked_until',
          'u.failed_logins',
          'u.mfa_type',
          'u.organisation_id',
          'o.mfa_required',
        ])
        .where(sql<string>`lower(u.email)`, '=', username.toLowerCase())
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
