import {
  assignableRoles,
  grantableRoles,
  LANGUAGES,
  manageUsersRequirement,
  satisfies,
  type UserSide,
} from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';

/**
 * What the current user may do with users of the screen's side: provider staff under /psp (PSP_USER_*),
 * merchant users elsewhere (PLATFORMUSER_*), and which roles it may grant. The server checks the same.
 */
export function useUserAccess() {
  const { t } = useTranslation();
  const { me, scope, context } = useAccess();
  const side: UserSide = scope.kind === 'provider' ? 'provider' : 'merchant';
  const { principal } = context;
  return useMemo(() => {
    const grantable = grantableRoles(principal, side);
    return {
      side,
      myId: me.user.id,
      providerOrganisation: side === 'provider' ? me.organisation.id : undefined,
      mayCreate: satisfies(principal, manageUsersRequirement(side, 'CREATE')),
      mayUpdate: satisfies(principal, manageUsersRequirement(side, 'UPDATE')),
      mayDelete: satisfies(principal, manageUsersRequirement(side, 'DELETE')),
      languages: LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) })),
      /** The roles a user of the side may hold, and those of them the current user may grant. */
      roles: { assignable: assignableRoles(side), grantable, isProvider: side === 'provider' },
    };
  }, [principal, side, me, t]);
}
