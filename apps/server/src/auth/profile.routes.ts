import {
  changePasswordRequestSchema,
  disableMfaRequestSchema,
  MFA_TYPES,
  mfaSetupResponseSchema,
  profileMfaConfirmRequestSchema,
  profileMfaSetupRequestSchema,
  profileSchema,
  updateProfileSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { userOf } from '../platform/auth/authenticate.js';
import { verifyPassword } from '../platform/auth/passwords.js';
import { consumeThrottle } from '../platform/auth/throttle.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest, conflict, HttpError, notFound } from '../platform/http/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { findToken, issueToken } from './auth-tokens.js';
import { beginMfaSetup, confirmMfaSetup } from './mfa-setup.js';
import { changePassword } from './password-change.js';
import { mailTokenLink } from './token-links.js';

/** Wrong current passwords a user may enter in the profile per 15 minutes. */
const CURRENT_PASSWORD_FAILURES = 5;

const ok = z.object({ status: z.literal('ok') });
const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

/** The logged-in user's own account: /profile. Every route acts on the caller only. */
export function registerProfileRoutes(
  app: FastifyInstance,
  database: Database,
  config: Config,
  mailer: Mailer,
  secrets: SecretBox,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  async function userRow(userId: string) {
    return database.db
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select([
        'u.id',
        'u.email',
        'u.name',
        'u.language',
        'u.mfa_type',
        'u.password_hash',
        'u.organisation_id',
        'o.mfa_required',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * The caller's own password, asked before what a stolen session must not do alone (a new password, MFA
   * on or off). A session gets CURRENT_PASSWORD_FAILURES wrong tries per 15 minutes, then 429.
   */
  async function checkCurrentPassword(userId: string, password: string, field: string) {
    const key = `current-password:${userId}`;
    if (!(await consumeThrottle(database, key, CURRENT_PASSWORD_FAILURES, 15, false))) {
      throw new HttpError(429, 'rate_limited', 'Too many wrong passwords; try again later');
    }
    const user = await userRow(userId);
    if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
      await consumeThrottle(database, key, CURRENT_PASSWORD_FAILURES, 15, true);
      throw badRequest([
        { path: `body.${field}`, code: 'wrong_password', message: 'The password is not correct' },
      ]);
    }
    return user;
  }

  api.get(
    '/api/auth/profile',
    {
      config: { operation: 'profile.get' },
      schema: { tags, summary: 'My account, sessions and trusted devices', response: { 200: profileSchema } },
    },
    async (request) => {
      const actor = userOf(request);
      const user = await userRow(actor.userId);
      const sessions = await database.db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
        .where('user_id', '=', actor.userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<string>`now()`)
        .orderBy('last_seen_at', 'desc')
        .execute();
      const devices = await database.db
        .selectFrom('trusted_devices')
        .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent'])
        .where('user_id', '=', actor.userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<string>`now()`)
        .orderBy('last_used_at', 'desc')
        .execute();
      return {
        name: user.name,
        email: user.email,
        language: user.language === 'nl' ? ('nl' as const) : ('en' as const),
        mfa_type: MFA_TYPES.find((type) => type === user.mfa_type) ?? null,
        mfa_required: user.mfa_required,
        sessions: sessions.map((session) => ({ ...session, current: session.id === actor.sessionId })),
        trusted_devices: devices,
      };
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: '/api/auth/profile',
      config: { operation: 'profile.update' },
      schema: {
        tags,
        summary: 'Change my name or language',
        body: updateProfileSchema,
        response: { 200: ok },
      },
      handler: async (request) => {
        const changes = request.body;
        if (Object.keys(changes).length) {
          await database.db
            .updateTable('users')
            .set({ ...changes, updated_at: sql`now()` })
            .where('id', '=', userOf(request).userId)
            .execute();
        }
        return { status: 'ok' as const };
      },
    });
  }

  api.post(
    '/api/auth/profile/password',
    {
      config: { operation: 'profile.password' },
      schema: {
        tags,
        summary: 'Change my password; ends my other sessions',
        body: changePasswordRequestSchema,
        response: { 200: ok, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const actor = userOf(request);
      await checkCurrentPassword(actor.userId, request.body.current_password, 'current_password');
      await database.db
        .transaction()
        .execute((trx) => changePassword(trx, actor.userId, request.body.password, actor.sessionId));
      return { status: 'ok' as const };
    },
  );

  api.post(
    '/api/auth/profile/email-change',
    {
      config: { operation: 'profile.emailChange' },
      schema: { tags, summary: 'Mail me a link to change my e-mail address', response: { 202: ok } },
    },
    async (request, reply) => {
      const user = await userRow(userOf(request).userId);
      await database.db
        .transaction()
        .execute((trx) => mailTokenLink(trx, { mailer, config }, user, 'emailChange'));
      return reply.status(202).send({ status: 'ok' as const });
    },
  );

  api.post(
    '/api/auth/profile/mfa/setup',
    {
      config: { operation: 'profile.mfaSetup' },
      schema: {
        tags,
        summary: 'Start turning on MFA (or switching method), with my password: returns a set-up token',
        body: profileMfaSetupRequestSchema,
        response: {
          200: mfaSetupResponseSchema.extend({ token: z.string() }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await checkCurrentPassword(userOf(request).userId, request.body.password, 'password');
      return database.db.transaction().execute(async (trx) => {
        const token = await issueToken(trx, user.id, 'mfa_setup');
        const setup = await findToken(trx, token, ['mfa_setup']);
        return {
          ...(await beginMfaSetup(trx, mailer, secrets, config.productName, setup!, user, request.body.type)),
          token,
        };
      });
    },
  );

  api.post(
    '/api/auth/profile/mfa/confirm',
    {
      config: { operation: 'profile.mfaConfirm' },
      schema: {
        tags,
        summary: 'Turn MFA on with a first code',
        body: profileMfaConfirmRequestSchema,
        response: { 200: ok, 401: errorSchema },
      },
    },
    async (request) => {
      const setup = await findToken(database.db, request.body.token, ['mfa_setup']);
      if (!setup || setup.user_id !== userOf(request).userId) throw notFound('The set-up');
      await confirmMfaSetup(database.db, secrets, setup, request.body.code);
      return { status: 'ok' as const };
    },
  );

  api.post(
    '/api/auth/profile/mfa/disable',
    {
      config: { operation: 'profile.mfaDisable' },
      schema: {
        tags,
        summary: 'Turn MFA off (refused when the organisation requires it); forgets trusted devices',
        body: disableMfaRequestSchema,
        response: { 200: ok, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const actor = userOf(request);
      const user = await checkCurrentPassword(actor.userId, request.body.password, 'password');
      if (user.mfa_required)
        throw conflict('mfa_required', 'Your organisation requires multi-factor authentication');
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ mfa_type: null, totp_secret: null })
          .where('id', '=', user.id)
          .execute();
        await trx
          .updateTable('trusted_devices')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', user.id)
          .execute();
      });
      return { status: 'ok' as const };
    },
  );

  for (const [kind, table] of [
    ['sessions', 'sessions'],
    ['trusted-devices', 'trusted_devices'],
  ] as const) {
    api.delete(
      `/api/auth/profile/${kind}/:id`,
      {
        config: { operation: kind === 'sessions' ? 'profile.revokeSession' : 'profile.revokeDevice' },
        schema: {
          tags,
          summary: `Sign out one of my ${kind.replace('-', ' ')}`,
          params: idParams,
          response: { 204: z.null(), 404: errorSchema },
        },
      },
      async (request, reply) => {
        const revoked = await database.db
          .updateTable(table)
          .set({ revoked_at: sql`now()` })
          .where('id', '=', request.params.id)
          .where('user_id', '=', userOf(request).userId)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!revoked) throw notFound(`The ${kind === 'sessions' ? 'session' : 'device'}`);
        return reply.status(204).send(null);
      },
    );
  }
}
