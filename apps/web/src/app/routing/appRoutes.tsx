import { AUTH_ROUTES, MERCHANT_ROUTES, PROVIDER_ROUTES, type RouteDefinition } from '@psp/domain';
import { type RouteObject, redirect } from 'react-router';
import { LoadingScreen } from '../layout/LoadingScreen';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { guardLoader, revalidateOnEntry } from './guardLoader';
import type { RouteHandle } from './routeHandle';
import { screenLoader } from './screenLoaders';
import { shellLoader } from './shellLoader';

/** A screen: guarded by the route table, lazy, and 'not available yet' until its issue lands. */
function screenRoute(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  const placement = route.path === '' ? { index: true as const } : { path: route.path };
  return {
    ...placement,
    handle,
    loader: guardLoader(route),
    shouldRevalidate: revalidateOnEntry,
    lazy: async () => {
      const load = await screenLoader(route.area, route.id);
      return {
        Component: load ? await load() : (await import('../layout/NotAvailablePage')).NotAvailablePage,
      };
    },
  };
}

/**
 * The logged-out screens live in the light entry (main.tsx), not in this router: reaching one (logout, an
 * expired session, the back button) loads the page anew, which also drops every record held in memory.
 */
const authRoutes: RouteObject[] = AUTH_ROUTES.map((route) => ({
  path: `/${route.path}`,
  loader: ({ request }) => {
    window.location.replace(request.url);
    return new Promise<never>(() => undefined);
  },
}));

/**
 * Every route of the three documents: authentication routes (handed to the entry), the merchant routes at the root, the provider
 * routes under /psp, and the merchant routes again under /psp/merchants/{id} for a provider user.
 */
export const appRoutes: RouteObject[] = [
  ...authRoutes,
  {
    path: '/',
    loader: shellLoader,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingScreen,
    lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
    children: [
      ...MERCHANT_ROUTES.map(screenRoute),
      {
        path: 'psp',
        children: [
          ...PROVIDER_ROUTES.map(screenRoute),
          { path: 'merchants/:merchantId', children: MERCHANT_ROUTES.map(screenRoute) },
        ],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
