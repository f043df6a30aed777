import { authRouteOfPath, type Me } from '@psp/domain';
import { type ComponentType, useEffect, useState } from 'react';
import type { AuthNavigation } from './AuthNavigation';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { MfaPage } from './MfaPage';
import { MfaSetupPage } from './MfaSetupPage';
import { UpdateEmailPage } from './UpdateEmailPage';
import { UpdatePasswordPage } from './UpdatePasswordPage';

const SCREENS: Record<string, ComponentType<{ navigation: AuthNavigation }>> = {
  login: LoginPage,
  forgotPassword: ForgotPasswordPage,
  mfa: MfaPage,
  mfaSetup: MfaSetupPage,
  updatePassword: UpdatePasswordPage,
  updateEmail: UpdateEmailPage,
  logout: LogoutPage,
};

const currentLocation = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The logged-out screens (000 §2 authentication routes) with React and i18next only: no router, no
 * component library, so a visitor downloads little before logging in. Screens change through history.
 */
export function AuthApp({ onLoggedIn }: { onLoggedIn: (me: Me, url: string) => void }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const follow = () => setLocation(currentLocation());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    setLocation(currentLocation());
  };
  const id = authRouteOfPath(location.pathname)?.id ?? 'login';
  const Screen = SCREENS[id] ?? LoginPage;
  return (
    <Screen
      key={`${id}${location.search}`}
      navigation={{ search: new URLSearchParams(location.search), navigate, loggedIn: onLoggedIn }}
    />
  );
}
