import { checkPassword, DEFAULT_PASSWORD_REQUIREMENTS } from '@psp/domain';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.js';
import { badRequest } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { isLeakedPassword } from './leaked-passwords.js';

/** Password history the new password may not repeat (the issue: the last 4). */
const PASSWORD_HISTORY = 4;

/**
 * Sets a user's password after the server-side checks of the policy, the leaked-password list and the
 * history, and ends the user's sessions but `keepSessionId`. Runs in the caller's transaction.
 */
export async function changePassword(
  trx: Executor,
  userId: string,
  password: string,
  keepSessionId?: string,
): Promise<void> {
  const failed = Object.entries(checkPassword(password, DEFAULT_PASSWORD_REQUIREMENTS))
    .filter(([, met]) => !met)
    .map(([rule]) => rule);
  if (failed.length) {
    throw badRequest([
      {
        path: 'body.password',
        code: 'password_policy',
        message: 'The password does not meet the requirements',
        expected: failed,
      },
    ]);
  }
  if (isLeakedPassword(password)) {
    throw badRequest([
      {
        path: 'body.password',
        code: 'password_leaked',
        message: 'This password has been leaked; choose another',
      },
    ]);
  }
  const history = await trx
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(PASSWORD_HISTORY)
    .execute();
  for (const previous of history) {
    if (await verifyPassword(previous.password_hash, password)) {
      throw badRequest([
        {
          path: 'body.password',
          code: 'password_reused',
          message: `Choose a password you did not use for your last ${PASSWORD_HISTORY}`,
        },
      ]);
    }
  }
  const passwordHash = await hashPassword(password);
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await trx.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash }).execute();
  let sessions = trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) sessions = sessions.where('id', '<>', keepSessionId);
  await sessions.execute();
}
