import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { DeleteButton } from '../kit/form/DeleteButton';
import { ListPage } from '../kit/list/ListPage';
import { ReportScheduleForm } from './ReportScheduleForm';
import { REPORT_SCHEDULE_FIELDS } from './reportScheduleFields';

function ScheduleDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('reportschedule');
  return (
    <RecordDrawer
      resource="reportschedule"
      id={id}
      fields={REPORT_SCHEDULE_FIELDS}
      onClose={onClose}
      title={(schedule) => schedule?.name ?? t('routes.reportSchedules')}
      actions={(schedule) => (
        <>
          {may('reportschedule.update') && (
            <Button variant="light" onClick={() => writes.update(schedule.id, { active: !schedule.active })}>
              {t(schedule.active ? 'reports.pause' : 'reports.resume')}
            </Button>
          )}
          {may('reportschedule.delete') && (
            <DeleteButton
              messageKey="reports.deleteScheduleQuestion"
              messageValues={{ name: schedule.name }}
              onDelete={() => writes.remove(schedule.id)}
              onDeleted={onClose}
            />
          )}
        </>
      )}
      edit={
        may('reportschedule.update')
          ? (schedule, done) => <ReportScheduleForm existing={schedule} onDone={done} />
          : undefined
      }
    />
  );
}

/**
 * Report schedules (`reports/schedules`): a report definition made daily, weekly or monthly for the
 * period before, its next run shown; create, edit, pause or resume, delete.
 */
export function ReportSchedulesPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.reportSchedules')}
      resource="reportschedule"
      tableId="reportSchedules"
      fields={REPORT_SCHEDULE_FIELDS}
      renderDetail={(id, close) => <ScheduleDetail id={id} onClose={close} />}
      {...(may('reportschedule.create') && {
        create: {
          labelKey: 'reports.createSchedule',
          render: (close) => (
            <SidePanel title={t('reports.createSchedule')} onClose={close}>
              <ReportScheduleForm onDone={close} />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
