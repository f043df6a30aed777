import { Button, Group } from '@mantine/core';
import type { FinancialReportKind, Report, ReportFormat } from '@psp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { ReportStatus } from '../reports/ReportStatus';
import { downloadReport } from '../reports/reportView';

/**
 * The CSV and Excel buttons of a financial report: each makes a report of the shown period by the
 * report job (it is in the reports list too), shows its progress and, once PROCESSED, downloads it.
 */
export function FinancialReportFile({
  kind,
  period,
}: {
  kind: FinancialReportKind;
  period: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const { organisation, scopeKey } = useScopedApi();
  const create = useMutation({
    mutationFn: (format: ReportFormat) =>
      apiRequest<Report>('POST', 'financialreport/file', {
        body: { kind, format, from: period.from, to: period.to },
        ...(organisation && { organisation }),
      }),
    onError: (error) => notificationStore.show({ color: 'red', message: errorMessage(t, error) }),
  });
  const made = create.data;
  const report = useQuery({
    queryKey: [scopeKey, 'report', made?.id],
    queryFn: ({ signal }) =>
      apiRequest<Report>('GET', `report/${made!.id}`, { signal, ...(organisation && { organisation }) }),
    enabled: Boolean(made),
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSED' ? false : 1000),
  });
  if (!may('financialreport.file')) return null;
  const current = report.data ?? made;
  return (
    <Group gap="xs" align="flex-start" data-testid="financial-report-file">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          loading={create.isPending && create.variables === format}
          onClick={() => create.mutate(format)}
        >
          {t(`financialReports.download.${format}`)}
        </Button>
      ))}
      {current && <ReportStatus report={current} />}
      {current?.status === 'PROCESSED' && may('report.get') && (
        <Button
          onClick={() =>
            downloadReport(current, organisation).catch((error: unknown) =>
              notificationStore.show({ color: 'red', message: errorMessage(t, error) }),
            )
          }
        >
          {t('financialReports.download.file', { name: current.name })}
        </Button>
      )}
    </Group>
  );
}
