import { type RowOf, resetMfaInputSchema, SPECIAL_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { assertMayManage, assertOutranks, userResource, userSideOf } from './users.resource.js';

/**
 * Reset MFA: clears the user's MFA method, secret and remembered devices, so its next login sets MFA up
 * again when the organisation requires it. Records `user.mfa_reset`.
 */
export const resetMfaCommand = defineCommand({
  name: 'user.resetMfa',
  input: resetMfaInputSchema,
  requirement: SPECIAL_OPERATIONS['user.resetMfa'],
  async run({ trx, actor, events, services }, { id }) {
    // The generic layer reads any resource as plain records; this one is a user row.
    const existing = (await services.resources.get(userResource, actor, id, new Map(), trx)) as RowOf<'user'>;
    assertMayManage(actor, await userSideOf(trx, existing.organisation), 'UPDATE');
    assertOutranks(actor, existing);
    await trx
      .updateTable('users')
      .set({ mfa_type: null, totp_secret: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('trusted_devices')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await events.record(trx, {
      type: 'user.mfa_reset',
      resource: 'user',
      resource_id: id,
      organisation: existing.organisation,
      actor: actorReference(actor),
      before: { mfa_type: existing.mfa_type as string | null },
      after: { mfa_type: null },
    });
    return services.resources.get(userResource, actor, id, new Map(), trx);
  },
});
