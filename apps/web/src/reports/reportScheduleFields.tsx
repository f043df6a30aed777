import { defineFields } from '../kit/fields/defineFields';

/** The fields of the report schedules list and a schedule's detail. */
export const REPORT_SCHEDULE_FIELDS = defineFields('reportschedule', [
  { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
  { name: 'category', kind: 'enum', labelPrefix: 'reports.category.', list: {}, detail: true },
  { name: 'frequency', kind: 'enum', labelPrefix: 'reports.frequency.', list: {}, detail: true },
  {
    name: 'time_of_day',
    kind: 'custom',
    render: (schedule) => `${schedule.time_of_day} (${schedule.time_zone})`,
    text: (schedule) => `${schedule.time_of_day} ${schedule.time_zone}`,
    list: {},
    detail: true,
  },
  { name: 'next_run_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  { name: 'last_run_at', kind: 'dateTime', list: { hiddenByDefault: true }, detail: true },
  { name: 'active', kind: 'boolean', list: {}, detail: true },
  {
    name: 'recipients',
    kind: 'custom',
    render: (schedule) => schedule.recipients.join(', '),
    text: (schedule) => schedule.recipients.join(';'),
    list: {},
    detail: true,
  },
  { name: 'format', kind: 'enum', labelPrefix: 'reports.format.', detail: true },
  { name: 'created_at', kind: 'dateTime', list: { sortable: true, hiddenByDefault: true }, detail: true },
]);
