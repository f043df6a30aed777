import {
  createUserSchema,
  holdsRole,
  isProviderRole,
  type Role,
  updateUserSchema,
  userSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import { mailTokenLink } from '../auth/token-links.js';
import { badRequest, forbidden } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

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
  async beforeWrite(input, { trx, principal, existing }) {
    const roles = input.roles as Role[] | undefined;
    if (roles) {
      // A user grants only roles it holds itself, and provider roles only to provider staff.
      const notHeld = roles.filter((role) => !holdsRole(principal, role));
      if (notHeld.length) throw forbidden(`You cannot grant roles you do not hold: ${notHeld.join(', ')}`);
      const organisationId = (input.organisation ?? existing?.organisation) as string;
      const target = await sql<{
        kind: string;
      }>`SELECT kind FROM organisations WHERE id = ${organisationId}`.execute(trx);
      const providerRoles = roles.filter(isProviderRole);
      if (target.rows[0]?.kind !== 'provider' && providerRoles.length) {
        throw badRequest([
          {
            path: 'body.roles',
            code: 'invalid_role',
            message: `Provider roles are for provider staff only: ${providerRoles.join(', ')}`,
          },
        ]);
      }
    }
    if (typeof input.email === 'string') input.email = input.email.toLowerCase();
    return input;
  },
  /** A new user gets the invite: a link to choose a password, valid 24 hours. */
  async afterWrite(id, _input, { trx, services, created }) {
    if (!created) return;
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'name', 'language', 'organisation_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await mailTokenLink(trx, services, user, 'invite');
  },
});
