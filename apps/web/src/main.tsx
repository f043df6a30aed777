import './auth/auth.css';
import { authRouteOfPath, type Me } from '@psp/domain';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { initI18n } from './app/i18n/i18n';
import { fetchMe } from './auth/fetchMe';
import { rememberUrl } from './auth/rememberedUrl';

// Zod probes for eval with `new Function` before its first parse; the server's CSP refuses eval, and the
// browser reports the probe as a violation even though zod falls back. Without JIT, it never probes.
config({ jitless: true });

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// The logged-out screens are a chunk of their own too: a logged-in user never downloads them.
const AuthApp = lazy(() => import('./auth/AuthApp').then((module) => ({ default: module.AuthApp })));

/** The app (router, component library, data layer) is a chunk of its own, loaded for a logged-in user. */
function showApp(me: Me | undefined) {
  void import('./app/App').then(({ App }) =>
    root.render(
      <StrictMode>
        <App me={me} />
      </StrictMode>,
    ),
  );
}

function showAuth() {
  const enterApp = (me: Me, url: string) => {
    window.history.replaceState(null, '', url);
    showApp(me);
  };
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <AuthApp onLoggedIn={enterApp} />
      </Suspense>
    </StrictMode>,
  );
}

/**
 * Texts are loaded before the first render so no screen shows translation keys. The session decides the
 * screen: login and forgotPassword are barred to a logged-in user (000 §6); any other route without a
 * session is remembered and sent to login (000 §4). When the session cannot be read, the app's own
 * loaders ask again and show their error page.
 */
async function start() {
  const { pathname, search } = window.location;
  const route = authRouteOfPath(pathname);
  const session = route?.access === 'public' ? null : fetchMe().catch(() => undefined);
  const [, me] = await Promise.all([initI18n(), session]);
  if (route) {
    if (route.access === 'guest' && me) {
      window.history.replaceState(null, '', '/');
      showApp(me);
    } else showAuth();
  } else if (me === null) {
    rememberUrl(`${pathname}${search}`);
    window.history.replaceState(null, '', '/login');
    showAuth();
  } else showApp(me);
}

void start();
