import type { ScreenTable } from './screenTable';

/** Finance and pricing (001 §2.10, ADR 0015): the merchant's settlements, the provider's pricing and set-up. */
export const SCREENS: ScreenTable = {
  settlements: () => import('../../../settlements/SettlementsPage').then((module) => module.SettlementsPage),
  settlementProfiles: () =>
    import('../../../settlements/SettlementProfilesPage').then((module) => module.SettlementProfilesPage),
  oneOffs: () => import('../../../settlements/OneOffsPage').then((module) => module.OneOffsPage),
  settlementSchedules: () =>
    import('../../../settlements/SettlementSchedulesPage').then((module) => module.SettlementSchedulesPage),
  packages: () => import('../../../pricing/PackagesPage').then((module) => module.PackagesPage),
  revenuePricing: () =>
    import('../../../pricing/PricingSchemesPage').then((module) => module.PRICING_PAGES.REVENUE),
  costPricing: () =>
    import('../../../pricing/PricingSchemesPage').then((module) => module.PRICING_PAGES.COST),
  reservePricing: () =>
    import('../../../pricing/PricingSchemesPage').then((module) => module.PRICING_PAGES.RESERVE),
  partnerPricing: () =>
    import('../../../pricing/PricingSchemesPage').then((module) => module.PRICING_PAGES.PARTNER),
  host2host: () => import('../../../host2host/Host2HostPage').then((module) => module.Host2HostPage),
  pspBankAccounts: () =>
    import('../../../bank-accounts/BankAccountsPage').then((module) => module.BankAccountsPage),
  settlementReport: () =>
    import('../../../financial-reports/SettlementReportPage').then((module) => module.SettlementReportPage),
  dailyReport: () =>
    import('../../../financial-reports/DailyReportPage').then((module) => module.DailyReportPage),
};
