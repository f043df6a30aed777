import { z } from 'zod';
import { createCustomerSchema } from '../customers/customer.schema.js';
import { createOrganisationSchema } from '../organisations/organisation.schema.js';
import { entityFields, ref, storedAs } from '../resources/resource-schema.js';
import { MERCHANT_ROLES } from '../roles/role-catalogue.js';
import { createUserSchema } from '../users/user.schema.js';

/** What a file creates: merchants (organisation plus its first user) or customers of one merchant. */
export const IMPORT_KINDS = ['merchants', 'customers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Limits of one file: larger imports are split by the user, so one transaction stays short. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Roles in one cell, separated by spaces, '|', ',' or ';'. */
function splitList(value: unknown): unknown {
  return typeof value === 'string' ? value.split(/[\s|,;]+/).filter(Boolean) : value;
}

/** A merchant row: the organisation's fields and its first user, who is invited by e-mail. */
export const merchantImportRowSchema = createOrganisationSchema
  .pick({
    name: true,
    email: true,
    phone: true,
    street: true,
    street_number: true,
    extended_address: true,
    country_code: true,
    region: true,
    postal_code: true,
    locality: true,
    tax_number: true,
    base_currency: true,
  })
  .extend({
    user_name: createUserSchema.shape.name,
    user_email: createUserSchema.shape.email,
    user_language: createUserSchema.shape.language,
    user_roles: z
      .preprocess(splitList, z.array(z.enum(MERCHANT_ROLES as [string, ...string[]])).min(1))
      .default(['USER_ALL']),
  });
export type MerchantImportRow = z.infer<typeof merchantImportRowSchema>;

/** A customer row: the customer's fields; the merchant is chosen for the whole file. */
export const customerImportRowSchema = createCustomerSchema.omit({ organisation: true });
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

export const IMPORT_ROW_SCHEMAS = {
  merchants: merchantImportRowSchema,
  customers: customerImportRowSchema,
} as const satisfies Record<ImportKind, z.ZodObject>;

const importFileFields = {
  kind: z.enum(IMPORT_KINDS),
  /** Customers: the merchant they belong to (required). Merchants: ignored, they join the caller's organisation. */
  organisation: z.uuid().optional(),
  csv: z
    .string()
    .min(1)
    .refine((text) => new TextEncoder().encode(text).length <= MAX_IMPORT_BYTES, {
      message: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
    }),
};

function requireMerchantForCustomers(
  value: { kind: ImportKind; organisation?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'customers' && !value.organisation) {
    ctx.addIssue({
      code: 'custom',
      path: ['organisation'],
      message: 'Choose the merchant the customers belong to',
    });
  }
}

/** Step 1: the file is checked and nothing is written. */
export const importPreviewRequestSchema = z.object(importFileFields).superRefine(requireMerchantForCustomers);
export type ImportPreviewRequest = z.infer<typeof importPreviewRequestSchema>;

/** Step 2: the same file, with an id chosen by the client so a retry cannot import it twice. */
export const importRequestSchema = z
  .object({ id: z.uuid(), ...importFileFields })
  .superRefine(requireMerchantForCustomers);
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** A problem with one cell (field = column name), or with the file when no row is named. */
export const importIssueSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importPreviewRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(importIssueSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(z.string()),
  /** Problems of the file as a whole: unreadable CSV, unknown or missing columns, too many rows. */
  file_errors: z.array(importIssueSchema),
  rows: z.array(importPreviewRowSchema),
  /** Rows with at least one error. */
  invalid_rows: z.int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One record an import created, by the row it came from. */
export const importedRecordSchema = z.object({
  row: z.int(),
  id: z.uuid(),
  name: z.string(),
  /** Merchants: the invited first user. */
  user: z.uuid().optional(),
});
export type ImportedRecord = z.infer<typeof importedRecordSchema>;

export const importReportSchema = z.object({
  organisations: z.int(),
  users: z.int(),
  customers: z.int(),
  records: z.array(importedRecordSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A finished import, kept so a retry with its id answers the same report. */
export const importSchema = z.object({
  ...entityFields,
  /** Customers: the merchant; merchants: the organisation they were created under. */
  organisation: ref('organisation'),
  kind: z.enum(IMPORT_KINDS),
  row_count: z.int(),
  report: importReportSchema,
  created_by: storedAs(ref('user').nullable(), 'created_by'),
});
export type Import = z.infer<typeof importSchema>;

/**
 * The import answer is a stream of JSON lines, so the client shows real progress: `progress` lines while
 * rows are written, then one `done` (the committed import) or one `failed` (nothing was written).
 */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.int(), total: z.int() }),
  z.object({ type: z.literal('done'), import: importSchema }),
  z.object({ type: z.literal('failed'), error: z.string(), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;
