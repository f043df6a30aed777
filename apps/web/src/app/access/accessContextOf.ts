import type { AccessContext, Me, OptionalModule, Organisation, Role } from '@psp/domain';

/**
 * The access context of a user in a scope. Modules and the collecting capability are those of the
 * organisation in scope: the user's own, or the merchant a provider user is viewing.
 */
export function accessContextOf(me: Me, viewed?: Organisation): AccessContext {
  const organisation = viewed ?? me.organisation;
  return {
    principal: { roles: me.user.roles as Role[], isProvider: me.is_provider },
    modules: organisation.modules as OptionalModule[],
    collecting: organisation.collecting,
  };
}
