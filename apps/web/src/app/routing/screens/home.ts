import type { ScreenTable } from './screenTable';

const dashboard = () => import('../../../statistics/DashboardPage').then((module) => module.DashboardPage);

/** The dashboards users land on (001 §2.1), merchant and provider. */
export const SCREENS: ScreenTable = { dashboard, pspDashboard: dashboard };
