import {
  createReportScheduleSchema,
  nextRunAfter,
  type ReportFilters,
  type ReportFrequency,
  reportScheduleSchema,
  updateReportScheduleSchema,
} from '@psp/domain';
import { type UserActor, userIdOf } from '../platform/auth/actor.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { parseReportDefinition } from './report-definition.js';

/**
 * Report schedules: a report definition made daily, weekly or monthly for the period before each run
 * (report-schedules.jobs.ts). Its filters and columns are checked as a report's; its next run is
 * worked out on every save that changes its timing or resumes it, and cleared while it is paused.
 */
export const reportScheduleResource = defineResource({
  name: 'reportschedule',
  table: 'report_schedules',
  schema: reportScheduleSchema,
  createSchema: createReportScheduleSchema,
  updateSchema: updateReportScheduleSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  beforeWrite(input, { actor, resolve, existing }) {
    const merged = { ...existing, ...input };
    parseReportDefinition(resolve, actor, {
      filters: merged.filters as ReportFilters,
      columns: merged.columns as string[],
    });
    const timing = {
      frequency: merged.frequency as ReportFrequency,
      time_of_day: merged.time_of_day as string,
      time_zone: merged.time_zone as string,
    };
    const retimed =
      !existing ||
      input.frequency !== undefined ||
      input.time_of_day !== undefined ||
      input.time_zone !== undefined ||
      (input.active === true && !existing.active);
    return {
      ...input,
      ...(merged.active === false
        ? { next_run_at: null }
        : retimed
          ? { next_run_at: nextRunAfter(timing, new Date()).toISOString() }
          : {}),
      ...(existing
        ? {}
        : {
            created_by: userIdOf(actor),
            language: actor.kind === 'user' ? (actor as UserActor).language : 'en',
          }),
    };
  },
});
