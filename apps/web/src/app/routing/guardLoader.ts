import { canAccessRoute, type RouteDefinition, resolveInitialQuery, scopeOfPath } from '@psp/domain';
import { type LoaderFunction, redirect, type ShouldRevalidateFunction } from 'react-router';
import { loadAccess } from '../access/loadAccess';

/**
 * The guard of a screen route: roles (ANY-of, &&) and flags (provider-only, super-only, optional module,
 * collecting). A failed guard silently redirects to the root. On entry without query parameters the
 * route's initial query is put into the URL, so the screen, a reload and a shared link all see it.
 */
export function guardLoader(route: RouteDefinition): LoaderFunction {
  return async ({ request }) => {
    const { me, context } = await loadAccess(request);
    const url = new URL(request.url);
    if (route.id === 'dashboard' && me.is_provider && scopeOfPath(url.pathname).kind === 'merchant') {
      throw redirect('/psp');
    }
    if (!canAccessRoute(route, context)) throw redirect('/');
    if (route.initialQuery && url.search === '') {
      const query = new URLSearchParams(resolveInitialQuery(route.initialQuery, new Date()));
      throw redirect(`${url.pathname}?${query}`);
    }
    return null;
  };
}

/**
 * The guard runs when a route is entered, not when its own filters change: emptying the query inside a
 * screen must not bring the initial filter back.
 */
export const revalidateOnEntry: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
