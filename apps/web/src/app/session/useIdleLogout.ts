import { useEffect } from 'react';
import { logout } from '../../auth/authCalls';

/** 000 §9: activity is recorded at most every 2 seconds and the idle time checked every 2 seconds. */
const INTERVAL_MS = 2000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * 000 §4/§8: after `idleMinutes` without mouse, keyboard or scroll activity the session ends and the
 * inactivity notice (the logout screen, outside the app) is shown.
 */
export function useIdleLogout(idleMinutes: number): void {
  useEffect(() => {
    let lastActivity = Date.now();
    const record = () => {
      const now = Date.now();
      if (now - lastActivity >= INTERVAL_MS) lastActivity = now;
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, record, { passive: true, capture: true });
    const check = window.setInterval(() => {
      if (Date.now() - lastActivity < idleMinutes * 60_000) return;
      window.clearInterval(check);
      void logout()
        .catch(() => undefined)
        .then(() => window.location.replace(`/logout?minutes=${idleMinutes}`));
    }, INTERVAL_MS);
    return () => {
      window.clearInterval(check);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, { capture: true });
    };
  }, [idleMinutes]);
}
