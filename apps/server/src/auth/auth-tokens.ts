import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken } from '../platform/auth/sessions.js';
import type { Executor } from '../platform/resource/executor.js';

export type TokenPurpose = 'password_reset' | 'invite' | 'email_change' | 'mfa_challenge' | 'mfa_setup';

/** Lifetimes of 000 §9 and the issue: reset 60 minutes, invite 24 hours, MFA codes 30 minutes. */
export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 60,
  invite: 24 * 60,
  email_change: 60,
  mfa_challenge: 30,
  mfa_setup: 30,
};

export interface AuthToken {
  id: string;
  user_id: string;
  purpose: string;
  data: Record<string, unknown>;
  attempts: number;
}

/** A new single-use token: the random value goes to the user, only its hash is stored. */
export async function issueToken(
  executor: Executor,
  userId: string,
  purpose: TokenPurpose,
  data: Record<string, unknown> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor
    .insertInto('auth_tokens')
    .values({
      id: hashToken(token),
      user_id: userId,
      purpose,
      data: JSON.stringify(data),
      expires_at: new Date(Date.now() + TOKEN_MINUTES[purpose] * 60_000).toISOString(),
    })
    .execute();
  return token;
}

/** The live token of one of the purposes, locked for the caller's transaction; undefined if used or expired. */
export async function findToken(
  executor: Executor,
  token: string,
  purposes: TokenPurpose[],
): Promise<AuthToken | undefined> {
  const row = await executor
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'purpose', 'data', 'attempts'])
    .where('id', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, data: (row.data ?? {}) as Record<string, unknown> } : undefined;
}

export async function useToken(executor: Executor, id: string): Promise<void> {
  await executor.updateTable('auth_tokens').set({ used_at: sql`now()` }).where('id', '=', id).execute();
}

/**
 * Spends every outstanding token of the user for the purposes: using one reset (or e-mail change) link
 * voids the older ones still in the user's mailbox.
 */
export async function useAllTokens(
  executor: Executor,
  userId: string,
  purposes: TokenPurpose[],
): Promise<void> {
  await executor
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export async function countAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .updateTable('auth_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
