import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const SETTLEMENT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type SettlementFrequency = (typeof SETTLEMENT_FREQUENCIES)[number];

/** When settlement runs for the profiles on it: daily, weekly on an ISO weekday, monthly on a day, at an hour (UTC). */
export const settlementScheduleSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  frequency: z.enum(SETTLEMENT_FREQUENCIES),
  /** ISO weekday, 1 = Monday; WEEKLY only. */
  weekday: z.int().nullable(),
  /** Day of the month, 1..28 (every month has it); MONTHLY only. */
  month_day: z.int().nullable(),
  hour: z.int(),
  active: z.boolean(),
  last_run_at: timestamp().nullable(),
  next_run_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type SettlementSchedule = z.infer<typeof settlementScheduleSchema>;

const createShape = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  frequency: z.enum(SETTLEMENT_FREQUENCIES),
  weekday: z.int().min(1).max(7).nullish(),
  month_day: z.int().min(1).max(28).nullish(),
  hour: z.int().min(0).max(23).default(6),
  active: z.boolean().default(true),
});

/** A weekly schedule names its weekday, a monthly one its day, and neither names the other's. */
export function scheduleDaysAreConsistent(value: {
  frequency?: SettlementFrequency | undefined;
  weekday?: number | null | undefined;
  month_day?: number | null | undefined;
}): { path: 'weekday' | 'month_day'; message: string } | null {
  if (value.frequency === undefined) return null;
  if ((value.frequency === 'WEEKLY') !== (value.weekday != null))
    return {
      path: 'weekday',
      message: value.frequency === 'WEEKLY' ? 'weekdayRequired' : 'weekdayOnlyWeekly',
    };
  if ((value.frequency === 'MONTHLY') !== (value.month_day != null))
    return {
      path: 'month_day',
      message: value.frequency === 'MONTHLY' ? 'monthDayRequired' : 'monthDayOnlyMonthly',
    };
  return null;
}

export const createSettlementScheduleSchema = createShape.superRefine((value, context) => {
  const problem = scheduleDaysAreConsistent(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export const updateSettlementScheduleSchema = updateSchemaOf(createShape.omit({ organisation: true }));
