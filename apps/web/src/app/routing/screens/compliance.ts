import type { ScreenTable } from './screenTable';

/** Compliance pages under /psp (002 §2): the audit trail. */
export const SCREENS: ScreenTable = {
  pspAuditTrail: () => import('../../../audit-trail/AuditTrailPage').then((module) => module.AuditTrailPage),
};
