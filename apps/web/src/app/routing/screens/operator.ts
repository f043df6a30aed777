import type { ScreenTable } from './screenTable';

/** Operator pages (002 §2, §6): provider-wide and in a merchant's scope. */
export const SCREENS: ScreenTable = {
  processors: () => import('../../../processors/ProcessorsPage').then((module) => module.ProcessorsPage),
  pspProcessors: () => import('../../../processors/ProcessorsPage').then((module) => module.ProcessorsPage),
  middlewares: () => import('../../../middlewares/MiddlewaresPage').then((module) => module.MiddlewaresPage),
  pspMiddlewares: () =>
    import('../../../middlewares/MiddlewaresPage').then((module) => module.MiddlewaresPage),
  failovers: () => import('../../../failovers/FailoversPage').then((module) => module.FailoversPage),
  pspFailovers: () => import('../../../failovers/FailoversPage').then((module) => module.FailoversPage),
  auditTrail: () => import('../../../audit-trail/AuditTrailPage').then((module) => module.AuditTrailPage),
  processorSettlements: () =>
    import('../../../admin/ProcessorSettlementsPage').then((module) => module.ProcessorSettlementsPage),
  pspProcessorSettlements: () =>
    import('../../../admin/ProcessorSettlementsPage').then((module) => module.ProcessorSettlementsPage),
  sap: () => import('../../../sap/SapPage').then((module) => module.SapPage),
  pspSap: () => import('../../../sap/SapPage').then((module) => module.SapPage),
  merchantConfiguration: () =>
    import('../../../merchant-configuration/MerchantConfigurationPage').then(
      (module) => module.MerchantConfigurationPage,
    ),
};
