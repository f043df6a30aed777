import {
  createReportScheduleSchema,
  FINANCIAL_REPORT_OPERATIONS,
  FINANCIAL_SCHEDULE_FREQUENCIES,
  isFinancialReportKind,
  nextRunAfter,
  type ReportFilters,
  type ReportFrequency,
  reportScheduleSchema,
  SPECIAL_OPERATIONS,
  satisfies,
  updateReportScheduleSchema,
} from '@psp/domain';
import { type Actor, type UserActor, userIdOf } from '../platform/auth/actor.js';
import { badRequest, forbidden } from '../platform/http/errors.js';
import type { ResolveResource } from '../platform/resource/list-query.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { parseReportDefinition } from './report-definition.js';

/**
 * What a schedule makes, checked as its file call would be: a transaction report's filters and columns
 * as a report's; a financial report needs its call's roles (403, as `POST /api/financialreport/file`),
 * a frequency the kind accepts (FINANCIAL_SCHEDULE_FREQUENCIES) and no filters (its file has fixed
 * columns: the stored filters and columns are emptied). Answers the columns and filters to store.
 */
function checkedDefinition(
  input: Record<string, unknown>,
  merged: Record<string, unknown>,
  actor: Actor,
  resolve: ResolveResource,
): { filters?: ReportFilters; columns?: string[] } {
  const category = (merged.category as string | undefined) ?? 'transactions';
  if (!isFinancialReportKind(category)) {
    parseReportDefinition(resolve, actor, {
      filters: merged.filters as ReportFilters,
      columns: merged.columns as string[],
    });
    return {};
  }
  if (!satisfies(actor, SPECIAL_OPERATIONS[FINANCIAL_REPORT_OPERATIONS[category]])) throw forbidden();
  const frequency = merged.frequency as ReportFrequency;
  const accepted = FINANCIAL_SCHEDULE_FREQUENCIES[category];
  if (!accepted.includes(frequency))
    throw badRequest(
      [
        {
          path: input.frequency !== undefined ? 'body.frequency' : 'body.category',
          code: 'invalid_value',
          message: `A ${category} report is made ${accepted.join(' or ')}`,
          expected: accepted.join(' | '),
          actual: frequency,
        },
      ],
      'The report cannot be made at this frequency',
    );
  const filters = input.filters as ReportFilters | undefined;
  if (filters && Object.keys(filters).length > 0)
    throw badRequest(
      [
        {
          path: 'body.filters',
          code: 'invalid_value',
          message: 'Only a transaction report has filters',
          expected: '{}',
          actual: Object.keys(filters).join(','),
        },
      ],
      'The report definition is invalid',
    );
  return { filters: {}, columns: [] };
}

/**
 * Report schedules: a report definition made daily, weekly or monthly for the period before each run
 * (report-jobs.ts): a transaction report or a financial one (`category`). Its definition is checked as
 * its file call's; its next run is worked out on every save that changes its timing or resumes it,
 * and cleared while it is paused.
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
    const definition = checkedDefinition(input, merged, actor, resolve);
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
      ...definition,
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
