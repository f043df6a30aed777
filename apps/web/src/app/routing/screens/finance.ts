import type { ScreenTable } from './screenTable';

/** Finance and pricing (001 §2.10, ADR 0015): the merchant's settlements, the provider's pricing and set-up. */
export const SCREENS: ScreenTable = {
  settlements: () => import('../../../settlements/SettlementsPage').then((module) => module.SettlementsPage),
};
