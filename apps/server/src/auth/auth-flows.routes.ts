import { randomBytes } from 'node:crypto';
import {
  forgotPasswordRequestSchema,
  loginResponseSchema,
  mfaSetupConfirmRequestSchema,
  mfaSetupRequestSchema,
  mfaSetupResponseSchema,
  mfaVerifyRequestSchema,
  updateEmailRequestSchema,
  updatePasswordRequestSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashToken, secureCookies } from '../platform/auth/sessions.js';
import { consumeThrottle } from '../platform/auth/throttle.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest, HttpError, unauthorized } from '../platform/http/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';
import { startSession } from './auth-session.js';
import { findToken, useAllTokens, useToken } from './auth-tokens.js';
import { hashCode, sameHash, TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_DAYS } from './mfa.js';
import { acceptTotp, beginMfaSetup, checkMfaCode, confirmMfaSetup } from './mfa-setup.js';
import { changePassword } from './password-change.js';
import { mailTokenLink } from './token-links.js';

const FORGOT_PER_IP_PER_HOUR = 20;

async function userOf(executor: Executor, userId: string) {
  return executor
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language', 'organisation_id', 'totp_secret', 'blocked'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function registerAuthFlowRoutes(
  app: FastifyInstance,
  database: Database,
  config: Config,
  mailer: Mailer,
  secrets: SecretBox,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/mfa',
    {
      config: { operation: 'auth.mfa' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with the MFA code (e-mail or authenticator app)',
        body: mfaVerifyRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { code, remember, username, token } = request.body;
      const challenge = await findToken(database.db, token, ['mfa_challenge']);
      const user = challenge && (await userOf(database.db, challenge.user_id));
      if (!challenge || !user || user.email.toLowerCase() !== username.toLowerCase() || user.blocked) {
        throw unauthorized('invalid_token', 'This login attempt has expired; log in again');
      }
      // A secret that does not open (no secret, or sealed under a key this server lacks) matches nothing.
      const secret = user.totp_secret ? secrets.open(user.totp_secret) : undefined;
      const matches =
        challenge.data.type === 'google'
          ? secret !== undefined && (await acceptTotp(database.db, user.id, secret, code))
          : sameHash(hashCode(code), String(challenge.data.code_hash));
      await checkMfaCode(database.db, challenge, matches);
      await useToken(database.db, challenge.id);
      if (remember) {
        const device = randomBytes(32).toString('base64url');
        const expires = new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000);
        await database.db
          .insertInto('trusted_devices')
          .values({
            id: hashToken(device),
            user_id: user.id,
            user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
            expires_at: expires.toISOString(),
          })
          .execute();
        reply.setCookie(TRUSTED_DEVICE_COOKIE, device, {
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies(config),
          path: '/api/auth',
          expires,
        });
      }
      return startSession(database, config, request, reply, user.id);
    },
  );

  api.post(
    '/api/auth/mfa/setup',
    {
      config: { operation: 'auth.mfaSetup' },
      schema: {
        tags: ['auth'],
        summary: 'Start the required MFA set-up: a code by e-mail, or a secret for an authenticator app',
        body: mfaSetupRequestSchema,
        response: { 200: mfaSetupResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { token, type } = request.body;
      return database.db.transaction().execute(async (trx) => {
        const setup = await findToken(trx, token, ['mfa_setup']);
        if (!setup) throw unauthorized('invalid_token', 'This set-up has expired; log in again');
        return beginMfaSetup(
          trx,
          mailer,
          secrets,
          config.productName,
          setup,
          await userOf(trx, setup.user_id),
          type,
        );
      });
    },
  );

  api.post(
    '/api/auth/mfa/setup/confirm',
    {
      config: { operation: 'auth.mfaSetupConfirm' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the MFA set-up with a first code; logs the user in',
        body: mfaSetupConfirmRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, code } = request.body;
      const setup = await findToken(database.db, token, ['mfa_setup']);
      if (!setup) throw unauthorized('invalid_token', 'This set-up has expired; log in again');
      await confirmMfaSetup(database.db, secrets, setup, code);
      return startSession(database, config, request, reply, setup.user_id);
    },
  );

  api.post(
    '/api/auth/forgot-password',
    {
      config: { operation: 'auth.forgotPassword' },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use password reset link; the answer is the same whether or not the user exists',
        body: forgotPasswordRequestSchema,
        response: { 202: z.object({ status: z.literal('sent') }), 429: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await consumeThrottle(database, `forgot-ip:${request.ip}`, FORGOT_PER_IP_PER_HOUR, 60, true))) {
        throw new HttpError(429, 'rate_limited', 'Too many requests from this address; try later');
      }
      await database.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'name', 'language', 'organisation_id'])
          .where(sql<string>`lower(email)`, '=', request.body.email.toLowerCase())
          .where('blocked', '=', false)
          .executeTakeFirst();
        if (user) await mailTokenLink(trx, { mailer, config }, user, 'passwordReset');
      });
      return reply.status(202).send({ status: 'sent' as const });
    },
  );

  api.post(
    '/api/auth/update-password',
    {
      config: { operation: 'auth.updatePassword' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset or invite token; ends every session of the user',
        body: updatePasswordRequestSchema,
        response: { 200: z.object({ status: z.literal('updated') }), 400: errorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await database.db.transaction().execute(async (trx) => {
        const found = await findToken(trx, token, ['password_reset', 'invite']);
        if (!found)
          throw badRequest([
            { path: 'body.token', code: 'invalid_token', message: 'This link is invalid, used or expired' },
          ]);
        await changePassword(trx, found.user_id, password);
        await useAllTokens(trx, found.user_id, ['password_reset', 'invite']);
      });
      return { status: 'updated' as const };
    },
  );

  api.post(
    '/api/auth/update-email',
    {
      config: { operation: 'auth.updateEmail' },
      schema: {
        tags: ['auth'],
        summary: 'Change the e-mail address with an e-mail change token; ends every session of the user',
        body: updateEmailRequestSchema,
        response: {
          200: z.object({ status: z.literal('updated') }),
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { token, email } = request.body;
      await database.db.transaction().execute(async (trx) => {
        const found = await findToken(trx, token, ['email_change']);
        if (!found)
          throw badRequest([
            { path: 'body.token', code: 'invalid_token', message: 'This link is invalid, used or expired' },
          ]);
        await useAllTokens(trx, found.user_id, ['email_change']);
        await trx
          .updateTable('users')
          .set({ email: email.toLowerCase() })
          .where('id', '=', found.user_id)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', found.user_id)
          .where('revoked_at', 'is', null)
          .execute();
      });
      return { status: 'updated' as const };
    },
  );
}
