import { Badge, Button, Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DateTime } from '../kit/format/DateTime';
import { useLanguage } from '../kit/format/useLanguage';
import { useColumnLabel } from './ReportDefinitionFields';
import { ReportStatus } from './ReportStatus';
import { formatSize } from './reportView';

/**
 * A report's detail info (001 §2.7): its filters, columns, format, who made it, the size of its file and
 * how long it took; a report that failed is retried from here.
 */
export function ReportDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const may = usePermission();
  const writes = useResourceWrites('report');
  const columnLabel = useColumnLabel();
  return (
    <RecordDrawer
      resource="report"
      id={id}
      populate={may('user.list') ? ['created_by'] : []}
      onClose={onClose}
      title={(report) => report?.name ?? t('routes.transactionReports')}
      details={(report) => {
        const filters = Object.entries(report.filters);
        const seconds =
          report.started_at && report.processed_at
            ? (Date.parse(report.processed_at) - Date.parse(report.started_at)) / 1000
            : undefined;
        const creator = report.created_by;
        return (
          <DetailFields
            fields={[
              { labelKey: 'fields:report.status', value: <ReportStatus report={report} /> },
              { labelKey: 'fields:report.count', value: report.count?.toLocaleString(language) },
              {
                labelKey: 'fields:report.filters',
                value: filters.length ? (
                  <Group gap={4}>
                    {filters.map(([key, value]) => (
                      <Code key={key}>{`${key}=${typeof value === 'string' ? value : value.join(',')}`}</Code>
                    ))}
                  </Group>
                ) : (
                  t('reports.noFilters')
                ),
              },
              {
                labelKey: 'fields:report.columns',
                value: (
                  <Group gap={4}>
                    {report.columns.map((column) => (
                      <Badge key={column} variant="light" color="gray" tt="none">
                        {columnLabel(column)}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
              { labelKey: 'fields:report.format', value: t(`reports.format.${report.format}`) },
              {
                labelKey: 'fields:report.created_by',
                value: typeof creator === 'object' && creator ? creator.name : creator,
              },
              { labelKey: 'fields:report.created_at', value: <DateTime value={report.created_at} /> },
              { labelKey: 'fields:report.processed_at', value: <DateTime value={report.processed_at} /> },
              {
                labelKey: 'fields:report.size_bytes',
                value: report.size_bytes === null ? null : formatSize(report.size_bytes, language),
              },
              {
                labelKey: 'reports.duration',
                value:
                  seconds === undefined
                    ? null
                    : new Intl.NumberFormat(language, {
                        style: 'unit',
                        unit: 'second',
                        maximumFractionDigits: 1,
                      }).format(seconds),
              },
            ]}
          />
        );
      }}
      actions={(report) =>
        report.failure_reason && may('report.create') ? (
          <Button
            variant="light"
            onClick={async () => {
              await writes.action(report.id, 'retry');
              notificationStore.show({ color: 'green', message: t('reports.retried') });
            }}
          >
            {t('reports.retry')}
          </Button>
        ) : null
      }
    />
  );
}
