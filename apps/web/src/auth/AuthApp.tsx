import { AUTH_ROUTES, authRouteOfPath, type Me } from '@psp/domain';
import { useEffect, useState } from 'react';
import { AuthNotAvailablePage } from './AuthNotAvailablePage';
import { LoginPage } from './LoginPage';

const LOGIN = AUTH_ROUTES.find((route) => route.id === 'login')!;

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
  const route = authRouteOfPath(location.pathname) ?? LOGIN;
  if (route.id !== 'login') return <AuthNotAvailablePage key={route.id} route={route} navigate={navigate} />;
  return (
    <LoginPage
      navigation={{ search: new URLSearchParams(location.search), navigate, loggedIn: onLoggedIn }}
    />
  );
}
