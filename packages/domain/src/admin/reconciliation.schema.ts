import { z } from 'zod';
import { timestamp } from '../resources/resource-schema.js';

/**
 * How a line of a processor settlement's reconciliation ends: reported and ours with the same amount,
 * with different amounts, reported but not ours, ours (settled through that processor) but not reported.
 */
export const RECONCILIATION_CATEGORIES = [
  'matched',
  'amount_difference',
  'missing_ours',
  'missing_processor',
] as const;
export type ReconciliationCategory = (typeof RECONCILIATION_CATEGORIES)[number];

export const reconciliationQuerySchema = z
  .object({
    /** Settled after this moment; by default 30 days before `settled_at<`. */
    'settled_at>': timestamp().optional(),
    /** Settled up to this moment; by default the processor settlement's `last` (what its import has read). */
    'settled_at<': timestamp().optional(),
    category: z.enum(RECONCILIATION_CATEGORIES).optional(),
    _limit: z.coerce.number().int().min(1).max(500).default(25),
    _skip: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;

/** One line: the processor's record and our payment side by side (either may be missing). */
export const reconciliationLineSchema = z.object({
  category: z.enum(RECONCILIATION_CATEGORIES),
  external_id: z.string().nullable(),
  currency_code: z.string(),
  reported_amount: z.int().nullable(),
  fee: z.int().nullable(),
  amount: z.int().nullable(),
  difference: z.int(),
  settled_at: timestamp(),
  transaction: z.object({ id: z.uuid(), merchant_reference: z.string(), organisation: z.uuid() }).nullable(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

/** Per currency and category: never a sum across currencies. `difference` is reported minus ours. */
export const reconciliationTotalSchema = z.object({
  currency_code: z.string(),
  category: z.enum(RECONCILIATION_CATEGORIES),
  count: z.int(),
  reported_amount: z.int(),
  fee: z.int(),
  amount: z.int(),
  difference: z.int(),
});
export type ReconciliationTotal = z.infer<typeof reconciliationTotalSchema>;

export const reconciliationSchema = z.object({
  processor_settlement: z.uuid(),
  from: timestamp(),
  to: timestamp(),
  totals: z.array(reconciliationTotalSchema),
  lines: z.array(reconciliationLineSchema),
  /** Lines of the category filter (all lines without one), for paging. */
  count: z.int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
