import type { ScreenTable } from './screenTable';

/** The reports of 001 §2.7 (issue 17). */
export const SCREENS: ScreenTable = {
  transactionReports: () => import('../../../reports/ReportsPage').then((module) => module.ReportsPage),
  transactionReportDownload: () =>
    import('../../../reports/ReportDownloadPage').then((module) => module.ReportDownloadPage),
  reportSchedules: () =>
    import('../../../reports/ReportSchedulesPage').then((module) => module.ReportSchedulesPage),
};
