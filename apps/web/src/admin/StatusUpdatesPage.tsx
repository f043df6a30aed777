import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { ListPage } from '../kit/list/ListPage';
import { StatusUpdateCreate } from './StatusUpdateCreate';
import { STATUS_UPDATE_FIELDS, updatedRecordPath } from './statusUpdateFields';

/** 001 §2.9 status updates (super user): who set which payment or refund to what, and why. */
export function StatusUpdatesPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.statusUpdates')}
      resource="statusupdate"
      tableId="status-updates"
      fields={STATUS_UPDATE_FIELDS}
      defaultSort="-created_at"
      renderDetail={(id, close) => (
        <RecordDrawer
          resource="statusupdate"
          id={id}
          fields={STATUS_UPDATE_FIELDS}
          onClose={close}
          title={() => t('admin.statusUpdates.detailTitle')}
          actions={(row) => (
            <Button component={Link} to={updatedRecordPath(row)} size="xs" variant="default">
              {t('admin.statusUpdates.view')}
            </Button>
          )}
        />
      )}
      {...(may('statusupdate.create') && {
        create: {
          labelKey: 'admin.statusUpdates.create',
          render: (close) => <StatusUpdateCreate onClose={close} />,
        },
      })}
    />
  );
}
