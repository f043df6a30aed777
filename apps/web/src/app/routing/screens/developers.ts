import type { ScreenTable } from './screenTable';

/** Developers: API keys and, later, webhooks and terminals. */
export const SCREENS: ScreenTable = {
  apiSettings: () => import('../../../api-keys/ApiKeysPage').then((module) => module.ApiKeysPage),
};
