import QRCode from 'qrcode';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { unauthorized } from '../platform/http/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';
import { authMail } from './auth-mails.js';
import { type AuthToken, countAttempt, useToken } from './auth-tokens.js';
import {
  hashCode,
  MFA_MAX_ATTEMPTS,
  newEmailCode,
  newTotpSecret,
  sameHash,
  totpStep,
  totpUri,
} from './mfa.js';

interface SetupUser {
  id: string;
  email: string;
  name: string;
  language: string;
  organisation_id: string;
}

/**
 * The first step of an MFA set-up (forced at login, or from the profile): an e-mail code sent, or a
 * TOTP secret to add to an authenticator app. The pending secret (sealed) or code hash waits in the token.
 */
export async function beginMfaSetup(
  trx: Executor,
  mailer: Mailer,
  secrets: SecretBox,
  productName: string,
  token: AuthToken,
  user: SetupUser,
  type: 'email' | 'google',
) {
  if (type === 'email') {
    const code = newEmailCode();
    await trx
      .updateTable('auth_tokens')
      .set({ data: JSON.stringify({ type, code_hash: hashCode(code) }), attempts: 0 })
      .where('id', '=', token.id)
      .execute();
    await mailer.queue(
      trx,
      authMail('mfaCode', { ...user, organisationId: user.organisation_id }, productName, { code }),
    );
    return { type };
  }
  const secret = newTotpSecret();
  await trx
    .updateTable('auth_tokens')
    .set({ data: JSON.stringify({ type, secret: secrets.seal(secret) }), attempts: 0 })
    .where('id', '=', token.id)
    .execute();
  const otpauthUrl = totpUri(secret, user.email, productName);
  return {
    type,
    secret,
    otpauth_url: otpauthUrl,
    qr_svg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }),
  };
}

/**
 * Checks a code against an MFA challenge or set-up token. A wrong code counts; the fifth wrong code
 * spends the token. Wrong-code bookkeeping is written on `executor` outside the caller's transaction,
 * so the rejection that follows does not roll it back.
 */
export async function checkMfaCode(executor: Executor, token: AuthToken, matches: boolean): Promise<void> {
  if (matches) return;
  await countAttempt(executor, token.id);
  if (token.attempts + 1 >= MFA_MAX_ATTEMPTS) {
    await useToken(executor, token.id);
    throw unauthorized('too_many_attempts', 'Too many wrong codes; start again');
  }
  throw unauthorized('invalid_code', 'The code is not correct');
}

/**
 * Whether an authenticator-app code is right and newer than the last one the user got in with: each
 * time step is accepted once, so a code cannot be replayed within its window.
 */
export async function acceptTotp(
  executor: Executor,
  userId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const accepted = await executor
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return accepted !== undefined;
}

/**
 * Confirms a set-up token's pending method with a first code and turns MFA on for the user. The TOTP
 * secret stays sealed at rest (docs/adr/0005).
 */
export async function confirmMfaSetup(
  executor: Executor,
  secrets: SecretBox,
  token: AuthToken,
  code: string,
): Promise<void> {
  const type = token.data.type;
  if (type !== 'email' && type !== 'google') throw unauthorized('invalid_token', 'Choose a method first');
  const sealed = typeof token.data.secret === 'string' ? token.data.secret : undefined;
  const secret = sealed === undefined ? undefined : secrets.open(sealed);
  // A new secret: its first code starts the user's record of accepted time steps afresh.
  const step = secret === undefined ? null : totpStep(secret, code);
  const matches = sealed ? step !== null : sameHash(hashCode(code), String(token.data.code_hash));
  await checkMfaCode(executor, token, matches);
  await executor.transaction().execute(async (trx) => {
    await useToken(trx, token.id);
    await trx
      .updateTable('users')
      .set({ mfa_type: type, totp_secret: sealed ?? null, totp_last_step: step })
      .where('id', '=', token.user_id)
      .execute();
  });
}
