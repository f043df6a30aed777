import { z } from 'zod';
import { LANGUAGES } from '../auth/auth.schema.js';
import {
  FINANCIAL_REPORT_KINDS,
  type FinancialReportKind,
} from '../financial-reports/financial-report.schema.js';
import { entityFields, ref, storedAs, timestamp, updateSchemaOf } from '../resources/resource-schema.js';
import { REPORT_FORMATS, reportDefinitionSchema } from './report.schema.js';

/** How often a schedule runs; each run covers the period before it (the day, ISO week or month). */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/**
 * What a schedule makes: a transaction report (its filters and columns) or one of the financial
 * reports (a fixed file, for the schedule's previous period; ADR 0018, session 8).
 */
export const REPORT_SCHEDULE_CATEGORIES = ['transactions', ...FINANCIAL_REPORT_KINDS] as const;
export type ReportScheduleCategory = (typeof REPORT_SCHEDULE_CATEGORIES)[number];

/**
 * The frequencies each financial report accepts: the provider's monthly report groups by calendar
 * month, so only a monthly schedule (whose period is one whole month) makes one; the others read any
 * run of whole days.
 */
export const FINANCIAL_SCHEDULE_FREQUENCIES: Record<FinancialReportKind, readonly ReportFrequency[]> = {
  financial_summary: REPORT_FREQUENCIES,
  financial_daily: REPORT_FREQUENCIES,
  financial_settlement: REPORT_FREQUENCIES,
  provider_daily: REPORT_FREQUENCIES,
  provider_monthly: ['monthly'],
  provider_settlement: REPORT_FREQUENCIES,
};

/** Recipients of one schedule's mail: enough for a finance team, few enough not to be a mailing list. */
export const MAX_REPORT_RECIPIENTS = 20;

const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time such as 06:30');

/** A time zone the runtime knows (IANA name such as Europe/Amsterdam). */
const timeZone = () =>
  z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Must be a time zone such as Europe/Amsterdam');

export const reportScheduleSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  category: z.enum(REPORT_SCHEDULE_CATEGORIES),
  frequency: z.enum(REPORT_FREQUENCIES),
  time_of_day: z.string(),
  time_zone: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  columns: z.array(z.string()),
  format: z.enum(REPORT_FORMATS),
  recipients: z.array(z.string()),
  /** A paused schedule keeps its definition and makes no reports. */
  active: z.boolean(),
  next_run_at: timestamp().nullable(),
  last_run_at: timestamp().nullable(),
  created_by: storedAs(ref('user').nullable(), 'created_by'),
  /** The language of the recipients' mail: its creator's. */
  language: z.enum(LANGUAGES),
  updated_at: timestamp(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

const scheduleInput = reportDefinitionSchema.extend({
  /** Filters and columns belong to the transaction report; a financial report's file has its own. */
  category: z.enum(REPORT_SCHEDULE_CATEGORIES).default('transactions'),
  frequency: z.enum(REPORT_FREQUENCIES),
  time_of_day: timeOfDay().default('06:00'),
  time_zone: timeZone().default('Europe/Amsterdam'),
  recipients: z.array(z.email().max(320)).max(MAX_REPORT_RECIPIENTS).default([]),
  active: z.boolean().default(true),
});

export const createReportScheduleSchema = z.strictObject(scheduleInput.shape);
export type CreateReportSchedule = z.input<typeof createReportScheduleSchema>;
export const updateReportScheduleSchema = updateSchemaOf(scheduleInput).strict();
export type UpdateReportSchedule = z.input<typeof updateReportScheduleSchema>;
