import {
  createSettlementScheduleSchema,
  nextSettlementRun,
  type SettlementFrequency,
  scheduleDaysAreConsistent,
  settlementScheduleSchema,
  updateSettlementScheduleSchema,
} from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementScheduleResource = defineResource({
  name: 'settlementschedule',
  table: 'settlement_schedules',
  schema: settlementScheduleSchema,
  createSchema: createSettlementScheduleSchema,
  updateSchema: updateSettlementScheduleSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  /** The schedule it leaves must be consistent; its next run follows from its timing, when that is set. */
  beforeWrite(input, { existing }) {
    const schedule = {
      frequency: (input.frequency ?? existing?.frequency) as SettlementFrequency,
      weekday: input.weekday !== undefined ? input.weekday : (existing?.weekday ?? null),
      month_day: input.month_day !== undefined ? input.month_day : (existing?.month_day ?? null),
      hour: input.hour ?? existing?.hour ?? 6,
    };
    const problem = scheduleDaysAreConsistent(schedule);
    if (problem)
      throw badRequest([{ path: `body.${problem.path}`, code: problem.message, message: problem.message }]);
    const timed = ['frequency', 'weekday', 'month_day', 'hour'].some((field) => field in input);
    if (existing && !timed) return input;
    return {
      ...input,
      next_run_at: nextSettlementRun(
        { ...schedule, weekday: schedule.weekday ?? null, month_day: schedule.month_day ?? null },
        new Date(),
      ).toISOString(),
    };
  },
});
