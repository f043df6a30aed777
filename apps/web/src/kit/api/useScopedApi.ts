import { scopeOfPath } from '@psp/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { resourceClient } from './resourceClient';

/**
 * The resource client of the current scope, and the scope's kind (provider view, merchant, PSP inside a
 * merchant): inside /psp/merchants/{id}/ every call carries that merchant's id (`organisation`, for calls
 * outside the resource client). `scopeKey` goes first in query keys so two merchants' data never share a
 * cache entry.
 */
export function useScopedApi() {
  const scope = scopeOfPath(useLocation().pathname);
  const organisation = scope.kind === 'merchantAsProvider' ? scope.merchantId : undefined;
  const kind = scope.kind;
  return useMemo(
    () => ({ client: resourceClient(organisation), scopeKey: organisation ?? 'own', organisation, kind }),
    [organisation, kind],
  );
}
