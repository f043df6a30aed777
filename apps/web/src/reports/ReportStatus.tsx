import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../kit/format/StatusTag';
import { isGenerating, type ReportRow } from './reportView';

/** A report's status tag; while it is generated, a progress bar of rows done of the count; a failure's reason. */
export function ReportStatus({
  report,
}: {
  report: Pick<ReportRow, 'status' | 'count' | 'rows_done' | 'failure_reason'>;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const total = report.count ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((report.rows_done / total) * 100)) : 0;
  return (
    <Stack gap={4} miw={160}>
      <StatusTag family="report" status={report.status} />
      {isGenerating(report) && (
        <>
          <Progress
            value={percent}
            size="sm"
            aria-label={t('reports.progress', { done: number(report.rows_done), total: number(total) })}
          />
          <Text size="xs" c="dimmed">
            {t('reports.progress', { done: number(report.rows_done), total: number(total) })}
          </Text>
        </>
      )}
      {report.failure_reason && (
        <Text size="xs" c="red.8">
          {t(`reports.failure.${report.failure_reason}`)}
        </Text>
      )}
    </Stack>
  );
}
