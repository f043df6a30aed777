import type { ScreenArea } from '@psp/domain';
import type { ScreenTable } from './screens/screenTable';

/**
 * The screen tables of the areas that have screens, each its own chunk: the shell holds one import per
 * area, not one per screen. A route whose area or id has no entry shows the 'not available yet' page
 * under its real title until the issue that builds it lands.
 */
const AREA_SCREENS: Partial<Record<ScreenArea, () => Promise<{ SCREENS: ScreenTable }>>> = {
  home: () => import('./screens/home'),
  insights: () => import('./screens/insights'),
  payments: () => import('./screens/payments'),
  operator: () => import('./screens/operator'),
  risk: () => import('./screens/risk'),
  developers: () => import('./screens/developers'),
  compliance: () => import('./screens/compliance'),
  finance: () => import('./screens/finance'),
  settings: () => import('./screens/settings'),
  merchants: () => import('./screens/admin'),
  admin: () => import('./screens/admin'),
};

/** The loader of a route's screen, or undefined while it is not built. */
export async function screenLoader(area: ScreenArea, routeId: string) {
  const table = await AREA_SCREENS[area]?.();
  return table?.SCREENS[routeId];
}
