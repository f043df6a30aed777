import { type AccessContext, type Me, scopeOfPath } from '@psp/domain';
import { redirect } from 'react-router';
import { meQuery } from '../../auth/meQuery';
import { rememberUrl } from '../../auth/rememberedUrl';
import { queryClient } from '../queryClient';
import { accessContextOf } from './accessContextOf';
import { organisationQuery } from './organisationQuery';
import { scopeOrganisationsQuery } from './scopeOrganisationsQuery';

/**
 * For route loaders: the session (without one, the URL is remembered and the user sent to login) and the
 * access context of the scope the URL is in.
 */
export async function loadAccess(request: Request): Promise<{ me: Me; context: AccessContext }> {
  const url = new URL(request.url);
  const me = await queryClient.ensureQueryData(meQuery);
  if (!me) {
    rememberUrl(`${url.pathname}${url.search}`);
    throw redirect('/login');
  }
  const scope = scopeOfPath(url.pathname);
  if (scope.kind === 'merchantAsProvider' && !me.is_provider) throw redirect('/');
  const viewed =
    scope.kind === 'merchantAsProvider'
      ? (
          await Promise.all([
            queryClient.ensureQueryData(organisationQuery(scope.merchantId)).catch(() => {
              throw redirect('/psp');
            }),
            // Beside it, how many organisations it holds: its lists then know their columns at once.
            queryClient.ensureQueryData(scopeOrganisationsQuery(scope.merchantId)).catch(() => undefined),
          ])
        )[0]
      : undefined;
  return { me, context: accessContextOf(me, viewed) };
}
