import type { ScreenTable } from './screenTable';

/** Compliance (provider): webhooks of every merchant. */
export const SCREENS: ScreenTable = {
  pspWebhooks: () => import('../../../webhooks/WebhooksPage').then((module) => module.WebhooksPage),
};
