import type { ScreenTable } from './screenTable';

/** Provider administration (001 §2.2, §2.9; issue 15): merchants and the super user's admin pages. */
export const SCREENS: ScreenTable = {
  merchants: () => import('../../../merchants/MerchantsPage').then((module) => module.MerchantsPage),
  statusUpdates: () => import('../../../admin/StatusUpdatesPage').then((module) => module.StatusUpdatesPage),
  settlementUpdates: () =>
    import('../../../admin/SettlementUpdatesPage').then((module) => module.SettlementUpdatesPage),
  adminCache: () => import('../../../admin/CachePage').then((module) => module.CachePage),
};
