import type { ScreenTable } from './screenTable';

/** Developers: API keys, webhooks and webhook testing; terminals. */
export const SCREENS: ScreenTable = {
  apiSettings: () => import('../../../api-keys/ApiKeysPage').then((module) => module.ApiKeysPage),
  webhooks: () => import('../../../webhooks/WebhooksPage').then((module) => module.WebhooksPage),
  webhookTesting: () => import('../../../webhooks/WebhooksPage').then((module) => module.WebhookTestingPage),
  terminals: () => import('../../../terminals/TerminalsPage').then((module) => module.TerminalsPage),
};
