import type { ScreenTable } from './screenTable';

/** The statistics screens of 001 §2.2–§2.6 and the reports of 001 §2.7 (issue 17). */
export const SCREENS: ScreenTable = {
  dashboardTransactions: () =>
    import('../../../statistics/TransactionStatisticsPage').then(
      (module) => module.TransactionStatisticsPage,
    ),
  dashboardRefunds: () =>
    import('../../../statistics/RefundStatisticsPage').then((module) => module.RefundStatisticsPage),
  dashboardCustomers: () =>
    import('../../../statistics/CustomerStatisticsPage').then((module) => module.CustomerStatisticsPage),
  customerSegments: () => import('../../../statistics/RfmPage').then((module) => module.RfmPage),
  processorStatistics: () =>
    import('../../../statistics/ProcessorStatisticsPage').then((module) => module.ProcessorStatisticsPage),
  processorCompare: () =>
    import('../../../statistics/ProcessorComparePage').then((module) => module.ProcessorComparePage),
  transactionReports: () => import('../../../reports/ReportsPage').then((module) => module.ReportsPage),
  transactionReportDownload: () =>
    import('../../../reports/ReportDownloadPage').then((module) => module.ReportDownloadPage),
  reportSchedules: () =>
    import('../../../reports/ReportSchedulesPage').then((module) => module.ReportSchedulesPage),
  financialReport: () =>
    import('../../../financial-reports/FinancialSummaryPage').then((module) => module.FinancialSummaryPage),
  dailyReports: () =>
    import('../../../financial-reports/ProviderReportPage').then(
      (module) => module.PROVIDER_REPORT_PAGES.daily,
    ),
  monthlyReports: () =>
    import('../../../financial-reports/ProviderReportPage').then(
      (module) => module.PROVIDER_REPORT_PAGES.monthly,
    ),
  settlementReports: () =>
    import('../../../financial-reports/SettlementReportPage').then(
      (module) => module.ProviderSettlementReportPage,
    ),
};
