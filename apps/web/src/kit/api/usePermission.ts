import { type AppOperation, operationRequirement, type Principal, satisfies } from '@psp/domain';
import { createContext, useCallback, useContext } from 'react';

/** Whose permissions screens ask about: the app's shell provides it, so the kit knows no session. */
export const PermissionContext = createContext<Principal | undefined>(undefined);

/**
 * Whether the user may call an API operation, by the same table the server checks: screens use it to
 * hide controls the server would refuse.
 */
export function usePermission(): (operation: AppOperation) => boolean {
  const principal = useContext(PermissionContext);
  if (!principal) throw new Error('usePermission is used outside a PermissionContext');
  return useCallback(
    (operation: AppOperation) => {
      const requirement = operationRequirement(operation);
      return requirement !== undefined && satisfies(principal, requirement);
    },
    [principal],
  );
}
