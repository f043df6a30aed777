import {
  assignableRoles,
  createUserSchema,
  holdsRole,
  manageUsersRequirement,
  type Role,
  satisfies,
  type UserSide,
  updateUserSchema,
  userSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import { badRequest, conflict, forbidden, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { defineResource, writtenOrganisation } from '../platform/resource/resource-definition.js';
import { inviteUser } from './invite.js';

/** Provider staff or merchant users: decides the managing roles, the assignable roles and the welcome mail. */
export async function userSideOf(executor: Executor, organisationId: string): Promise<UserSide> {
  const organisation = await executor
    .selectFrom('organisations')
    .select('kind')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return organisation.kind === 'provider' ? 'provider' : 'merchant';
}

/** 000 §6: provider staff are managed with PSP_USER_*, merchant users with PLATFORMUSER_*. */
export function assertMayManage(actor: Actor, side: UserSide, action: 'CREATE' | 'UPDATE' | 'DELETE'): void {
  if (!satisfies(actor, manageUsersRequirement(side, action))) {
    throw forbidden(
      `Managing ${side === 'provider' ? 'provider staff' : 'merchant users'} needs ${manageUsersRequirement(side, action).join(' or ')}`,
    );
  }
}

/**
 * Nobody acts on a user who holds a role they lack themselves (change, block, delete, reset MFA): the
 * "grant only what you hold" rule applied to the target, so a user manager cannot take over its owner.
 */
export function assertOutranks(actor: Actor, target: { roles: readonly Role[] }): void {
  const lacking = target.roles.filter((role) => !holdsRole(actor, role));
  if (lacking.length) {
    throw forbidden(`You cannot manage a user who holds roles you do not hold: ${lacking.join(', ')}`);
  }
}

/** An e-mail address is one login: a second user with it is refused on the field, not as a generic conflict. */
async function refuseTakenEmail(executor: Executor, email: string, ownId: string | undefined): Promise<void> {
  let query = executor.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email);
  if (ownId) query = query.where('id', '<>', ownId);
  if (await query.executeTakeFirst()) {
    throw new HttpError(409, 'email_taken', 'A user with this e-mail address already exists', [
      { path: 'body.email', code: 'email_taken', message: 'A user with this e-mail address already exists' },
    ]);
  }
}

function refuseOwnAccount(actor: Actor, userId: unknown, what: string): void {
  if (actor.kind === 'user' && userId === actor.userId)
    throw conflict('own_account', `You cannot ${what} your own account`);
}

export const userResource = defineResource({
  name: 'user',
  table: 'users',
  schema: userSchema,
  createSchema: createUserSchema,
  updateSchema: updateUserSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'email', match: 'contains' },
  ],
  computed: {
    status: sql`CASE WHEN t.blocked THEN 'BLOCKED' WHEN t.password_hash IS NULL THEN 'INVITED' ELSE 'ACTIVE' END`,
  },
  async beforeWrite(input, { trx, actor, existing }) {
    const side = await userSideOf(trx, writtenOrganisation(input, existing));
    assertMayManage(actor, side, existing ? 'UPDATE' : 'CREATE');
    if (existing) assertOutranks(actor, existing);
    if (input.blocked === true) refuseOwnAccount(actor, existing?.id, 'block');
    const { roles } = input;
    if (roles) {
      // A user grants (or takes away) only roles it holds itself; the target's own roles are all held
      // (assertOutranks), so only the roles sent can be lacking.
      const after = new Set(roles);
      const notHeld = [...after].filter((role) => !holdsRole(actor, role));
      if (notHeld.length) throw forbidden(`You cannot grant roles you do not hold: ${notHeld.join(', ')}`);
      const assignable: ReadonlySet<Role> = new Set(assignableRoles(side));
      const misplaced = roles.filter((role) => !assignable.has(role));
      if (misplaced.length) {
        throw badRequest([
          {
            path: 'body.roles',
            code: 'invalid_role',
            message: `Provider roles are for provider staff only: ${misplaced.join(', ')}`,
          },
        ]);
      }
      input.roles = [...after];
    }
    if (typeof input.email === 'string') {
      const email = input.email.toLowerCase();
      await refuseTakenEmail(trx, email, existing?.id);
      input.email = email;
    }
    return input;
  },
  /** A new user gets the invite (see inviteUser). Blocking ends the user's sessions at once. */
  async afterWrite(id, input, { trx, services, created }) {
    if (created) {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'name', 'language', 'organisation_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await inviteUser(trx, services, user);
    }
    if (input.blocked === true) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    }
  },
  async beforeDelete(existing, { trx, actor }) {
    refuseOwnAccount(actor, existing.id, 'delete');
    assertMayManage(actor, await userSideOf(trx, existing.organisation), 'DELETE');
    assertOutranks(actor, existing);
  },
});
