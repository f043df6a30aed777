import { type Operation, operationRequirement, satisfies } from '@psp/domain';
import { useCallback } from 'react';
import { useAccess } from '../../app/access/useAccess';

/**
 * Whether the user may call an API operation, by the same table the server checks: screens use it to
 * hide controls the server would refuse.
 */
export function usePermission(): (operation: Operation) => boolean {
  const { principal } = useAccess().context;
  return useCallback(
    (operation: Operation) => {
      const requirement = operationRequirement(operation);
      if (requirement === undefined) return false;
      return requirement === 'public' || satisfies(principal, requirement);
    },
    [principal],
  );
}
