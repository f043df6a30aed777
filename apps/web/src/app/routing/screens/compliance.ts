import type { ScreenTable } from './screenTable';

/** Compliance pages under /psp (002 §2): the audit trail, and the webhooks of every merchant. */
export const SCREENS: ScreenTable = {
  pspAuditTrail: () => import('../../../audit-trail/AuditTrailPage').then((module) => module.AuditTrailPage),
  pspWebhooks: () => import('../../../webhooks/WebhooksPage').then((module) => module.WebhooksPage),
};
