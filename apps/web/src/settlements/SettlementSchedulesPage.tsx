import { Select } from '@mantine/core';
import {
  createSettlementScheduleSchema,
  SETTLEMENT_FREQUENCIES,
  type SettlementFrequency,
  updateSettlementScheduleSchema,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { defineFields } from '../kit/fields/defineFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { ListPage } from '../kit/list/ListPage';
import { RunScheduleNow, ScheduleRuns } from './ScheduleRuns';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const SCHEDULE_FIELDS = defineFields('settlementschedule', [
  { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
  {
    name: 'frequency',
    kind: 'enum',
    labelPrefix: 'settlements.frequency.',
    values: SETTLEMENT_FREQUENCIES,
    list: { sortable: true },
    detail: true,
  },
  { name: 'weekday', kind: 'enum', labelPrefix: 'settlements.weekday.', list: {}, detail: true },
  { name: 'month_day', kind: 'number', list: {}, detail: true },
  { name: 'hour', kind: 'number', list: {}, detail: true },
  { name: 'active', kind: 'boolean', list: { sortable: true }, detail: true },
  { name: 'last_run_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  { name: 'next_run_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  { name: 'id', kind: 'id', detail: true },
]);

type ScheduleField = 'name' | 'frequency' | 'weekday' | 'month_day' | 'hour' | 'active';

/** The form: a weekday for a weekly schedule, a day of the month for a monthly one. */
function useScheduleFormFields(): FormField<ScheduleField>[] {
  const { t } = useTranslation();
  return [
    { name: 'name', labelKey: 'fields:settlementschedule.name', kind: 'text', required: true },
    {
      name: 'frequency',
      labelKey: 'fields:settlementschedule.frequency',
      kind: 'select',
      required: true,
      options: SETTLEMENT_FREQUENCIES.map((value) => ({ value, label: t(`settlements.frequency.${value}`) })),
    },
    {
      name: 'weekday',
      labelKey: 'fields:settlementschedule.weekday',
      kind: 'custom',
      descriptionKey: 'settlements.weekdayHint',
      render: ({ value, onChange, label, description, error }) => (
        <Select
          label={label}
          description={description}
          error={error}
          clearable
          data={WEEKDAYS.map((day) => ({ value: String(day), label: t(`settlements.weekday.${day}`) }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(day) => onChange(day ? Number(day) : null)}
        />
      ),
    },
    {
      name: 'month_day',
      labelKey: 'fields:settlementschedule.month_day',
      kind: 'number',
      descriptionKey: 'settlements.monthDayHint',
    },
    {
      name: 'hour',
      labelKey: 'fields:settlementschedule.hour',
      kind: 'number',
      descriptionKey: 'settlements.hourHint',
    },
    { name: 'active', labelKey: 'fields:settlementschedule.active', kind: 'checkbox' },
  ];
}

function ScheduleDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('settlementschedule');
  const fields = useScheduleFormFields();
  return (
    <RecordDrawer
      resource="settlementschedule"
      id={id}
      fields={SCHEDULE_FIELDS}
      onClose={onClose}
      title={(schedule) => schedule?.name ?? t('routes.settlementSchedules')}
      details={(schedule) => (
        <>
          <DetailFields fields={detailOf(SCHEDULE_FIELDS, schedule)} />
          <ScheduleRuns schedule={schedule.id} />
        </>
      )}
      actions={(schedule) => <RunScheduleNow schedule={schedule.id} />}
      edit={
        may('settlementschedule.update')
          ? (schedule, done) => (
              <EntityForm
                schema={updateSettlementScheduleSchema}
                defaultValues={{
                  name: schedule.name,
                  frequency: schedule.frequency as SettlementFrequency,
                  weekday: schedule.weekday,
                  month_day: schedule.month_day,
                  hour: schedule.hour,
                  active: schedule.active,
                }}
                fields={fields}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(schedule.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}

/** 001 §2.10 finance/settlement-schedules: when settlement runs (ADR 0015). */
export function SettlementSchedulesPage() {
  const { t } = useTranslation();
  const { me } = useAccess();
  const may = usePermission();
  const writes = useResourceWrites('settlementschedule');
  const fields = useScheduleFormFields();
  return (
    <ListPage
      title={t('routes.settlementSchedules')}
      resource="settlementschedule"
      tableId="settlement-schedules"
      fields={SCHEDULE_FIELDS}
      fixedQuery={{ organisation: me.organisation.id }}
      defaultSort="name"
      renderDetail={(id, close) => <ScheduleDetail id={id} onClose={close} />}
      {...(may('settlementschedule.create') && {
        create: {
          labelKey: 'settlements.createSchedule',
          render: (close) => (
            <SidePanel title={t('settlements.createSchedule')} onClose={close}>
              <EntityForm
                schema={createSettlementScheduleSchema}
                defaultValues={{ name: '', frequency: 'WEEKLY', weekday: 1, hour: 6, active: true }}
                fields={fields}
                submitLabelKey="form.create"
                successMessageKey="settlements.scheduleCreated"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
