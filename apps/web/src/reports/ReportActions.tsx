import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DeleteButton } from '../kit/form/DeleteButton';
import { Icon } from '../kit/icons/Icon';
import { RowControls } from '../kit/list/RowControls';
import { downloadReport, type ReportRow } from './reportView';

/** A report row's download, clone and delete; download and delete only once PROCESSED (001 §4). */
export function ReportActions({ report, onClone }: { report: ReportRow; onClone: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('report');
  const { organisation } = useScopedApi();
  const [downloading, setDownloading] = useState(false);
  const processed = report.status === 'PROCESSED';
  const action = (key: string) => t(key, { name: report.name });
  return (
    <RowControls>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={action('reports.download')}>
          <ActionIcon
            variant="subtle"
            aria-label={action('reports.download')}
            disabled={!processed}
            loading={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                await downloadReport(report, organisation);
              } catch (error) {
                notificationStore.show({ color: 'red', message: errorMessage(t, error) });
              } finally {
                setDownloading(false);
              }
            }}
          >
            <Icon name="download" size={18} />
          </ActionIcon>
        </Tooltip>
        {/* A financial report is made again from its screen; a clone opens the transaction report form. */}
        {may('report.create') && report.category === 'transactions' && (
          <Tooltip label={action('reports.clone')}>
            <ActionIcon variant="subtle" aria-label={action('reports.clone')} onClick={onClone}>
              <Icon name="copy" size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {may('report.delete') && (
          <DeleteButton
            messageKey="reports.deleteQuestion"
            messageValues={{ name: report.name }}
            onDelete={() => writes.remove(report.id)}
            trigger={(confirm) => (
              <Tooltip label={action('reports.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={action('reports.delete')}
                  disabled={!processed}
                  onClick={confirm}
                >
                  <Icon name="trash" size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          />
        )}
      </Group>
    </RowControls>
  );
}
