import { Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../kit/api/errorMessage';
import { useRecord } from '../kit/api/useRecord';
import { useScopedApi } from '../kit/api/useScopedApi';
import { PageHeader } from '../kit/PageHeader';
import { ReportStatus } from './ReportStatus';
import { downloadReport } from './reportView';

/**
 * 001 §2.7 the download page (`reports/transactions/{reportId}/download`, where a scheduled report's mail
 * leads through `_download=true`): reads the report and downloads its file as soon as it is PROCESSED.
 */
export function ReportDownloadPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  const { organisation } = useScopedApi();
  const { data: report, error } = useRecord('report', reportId);
  const started = useRef(false);
  const [failure, setFailure] = useState<unknown>();
  const processed = report?.status === 'PROCESSED';
  useEffect(() => {
    if (!report || !processed || started.current) return;
    started.current = true;
    downloadReport(report, organisation).catch(setFailure);
  }, [report, processed, organisation]);
  const problem = error ?? failure;
  return (
    <>
      <PageHeader title={t('routes.transactionReportDownload')} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="md">
          {problem ? (
            <Text c="red.8" role="alert">
              {errorMessage(t, problem)}
            </Text>
          ) : report && !processed ? (
            <>
              <Text>{t('reports.notReady', { name: report.name })}</Text>
              <ReportStatus report={report} />
            </>
          ) : (
            <>
              <Loader size="sm" aria-hidden />
              <Text role="status">{t('reports.downloading')}</Text>
            </>
          )}
          <Anchor component={Link} to="../.." relative="path">
            {t('reports.backToOverview')}
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
