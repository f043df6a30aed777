import { type AccessContext, type Me, type Organisation, type Scope, scopeOfPath } from '@psp/domain';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { meQuery } from '../../auth/meQuery';
import { accessContextOf } from './accessContextOf';
import { organisationQuery } from './organisationQuery';

export interface Access {
  me: Me;
  scope: Scope;
  /** The merchant a provider user is viewing. */
  viewed?: Organisation;
  context: AccessContext;
}

/** Inside the shell (after the loaders have made sure of the session and the viewed merchant). */
export function useAccess(): Access {
  const { data: me } = useSuspenseQuery(meQuery);
  const scope = scopeOfPath(useLocation().pathname);
  const merchantId = scope.kind === 'merchantAsProvider' ? scope.merchantId : undefined;
  const { data: viewed } = useQuery({
    ...organisationQuery(merchantId ?? ''),
    enabled: merchantId !== undefined,
  });
  if (!me) throw new Error('useAccess is used outside the logged-in shell');
  return {
    me,
    scope,
    ...(viewed && merchantId && { viewed }),
    context: accessContextOf(me, merchantId ? viewed : undefined),
  };
}
