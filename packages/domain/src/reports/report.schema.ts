import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { REPORT_STATUSES } from '../statuses/status-catalogue.js';

/** The file formats a report is written in: CSV (UTF-8, RFC 4180) or an Excel workbook. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The transaction fields a report may hold, as field paths of the transaction list (dotted into a
 * reference), in the order the create form offers them. An amount brings its currency column.
 */
export const REPORT_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'merchant_reference',
  'description',
  'amount',
  'captured_amount',
  'currency_code',
  'status',
  'status_reason',
  'payment_product',
  'payment_product_type',
  'country_code',
  'customer',
  'customer.email_address',
  'processor',
  'processor.name',
  'processor_id_external',
  'payment_profile',
  'organisation',
  'settlement',
  'three_d_secure',
  'blocked',
  'recurring_type',
  'platform',
  'browser',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** What a report holds when its creator picks no columns: what an accountant reconciles on. */
export const DEFAULT_REPORT_COLUMNS = [
  'id',
  'created_at',
  'merchant_reference',
  'amount',
  'currency_code',
  'status',
  'payment_product',
  'country_code',
] as const satisfies readonly ReportColumn[];

/**
 * A report's filters: the transaction list's query (`status[]`, `created_at>=`, `_search`, ...), as the
 * list sends it. The server reads them with the list's own parser, so a filter the list accepts is one
 * the report accepts and any other key is a 400 naming it.
 */
export const reportFiltersSchema = z.record(
  z.string().max(100),
  z.union([z.string().max(2000), z.array(z.string().max(2000)).max(200)]),
);
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/**
 * Why a report's generation stopped; it stays PENDING with the reason until a retry succeeds. The
 * creator's rights are read when the report is generated, also for a schedule made months ago.
 */
export const REPORT_FAILURES = [
  /** The creator's account is blocked or removed. */
  'creator_inactive',
  /** The creator no longer holds the roles to read transactions or make reports. */
  'creator_missing_role',
  /** The filters or columns no longer read (a filter the creator may not use any more). */
  'invalid_definition',
  /** The database or the file writer failed; the job retries by itself. */
  'generation_error',
] as const;
export type ReportFailure = (typeof REPORT_FAILURES)[number];

export const reportSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  report_schedule: ref('reportschedule').nullable(),
  name: z.string(),
  category: z.string(),
  filters: reportFiltersSchema,
  columns: z.array(z.string()),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_STATUSES),
  /** Rows of the report: the count of its filters when generation starts, then what was written. */
  count: z.int().nullable(),
  /** Rows written so far: with `count`, the progress of a PENDING report. */
  rows_done: z.int(),
  /** Why the last attempt failed; the report stays PENDING and may be retried. */
  failure_reason: z.enum(REPORT_FAILURES).nullable(),
  size_bytes: z.int().nullable(),
  created_by: storedAs(ref('user').nullable(), 'created_by'),
  started_at: timestamp().nullable(),
  processed_at: timestamp().nullable(),
  /** The period a scheduled report covers. */
  period_start: timestamp().nullable(),
  period_end: timestamp().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

const reportDefinition = {
  name: z.string().trim().min(1).max(100),
  filters: reportFiltersSchema.default({}),
  columns: z
    .array(z.enum(REPORT_COLUMNS))
    .min(1)
    .max(REPORT_COLUMNS.length)
    .default([...DEFAULT_REPORT_COLUMNS]),
  format: z.enum(REPORT_FORMATS).default('csv'),
};

export const createReportSchema = z.strictObject(reportDefinition);
export type CreateReport = z.input<typeof createReportSchema>;

/** What a report and a schedule share: the definition a clone copies. */
export const reportDefinitionSchema = z.object(reportDefinition);
