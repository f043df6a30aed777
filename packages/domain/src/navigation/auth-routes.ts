/**
 * Authentication routes (000 §2): open without a session. `guest` routes are barred to a logged-in user,
 * who is sent to the root instead.
 */
export interface AuthRouteDefinition {
  id: string;
  path: string;
  titleKey: string;
  access: 'guest' | 'public';
}

export const AUTH_ROUTES: readonly AuthRouteDefinition[] = [
  { id: 'login', path: 'login', titleKey: 'routes.login', access: 'guest' },
  { id: 'forgotPassword', path: 'forgotPassword', titleKey: 'routes.forgotPassword', access: 'guest' },
  { id: 'mfa', path: 'mfa', titleKey: 'routes.mfa', access: 'public' },
  { id: 'mfaSetup', path: 'mfa/setup', titleKey: 'routes.mfaSetup', access: 'public' },
  { id: 'updatePassword', path: 'updatePassword', titleKey: 'routes.updatePassword', access: 'public' },
  { id: 'updateEmail', path: 'updateEmail', titleKey: 'routes.updateEmail', access: 'public' },
  { id: 'logout', path: 'logout', titleKey: 'routes.logout', access: 'public' },
];

/** The authentication route a path opens, if any (paths match in full, with or without a trailing slash). */
export function authRouteOfPath(pathname: string): AuthRouteDefinition | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return AUTH_ROUTES.find((route) => route.path === path);
}
