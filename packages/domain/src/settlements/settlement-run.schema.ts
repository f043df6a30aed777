import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';

export const SETTLEMENT_RUN_TRIGGERS = ['SCHEDULE', 'MANUAL'] as const;
export const SETTLEMENT_RUN_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;

/** One run of settlement: everything effective up to its cutoff (less each profile's delay). */
export const settlementRunSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  settlement_schedule: storedAs(z.uuid().nullable(), 'settlement_schedule_id'),
  trigger: z.enum(SETTLEMENT_RUN_TRIGGERS),
  status: z.enum(SETTLEMENT_RUN_STATUSES),
  cutoff: timestamp(),
  settlements_count: z.int(),
  started_at: timestamp(),
  finished_at: timestamp().nullable(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

/**
 * POST /api/settlement: settle now, for one merchant, every merchant in the caller's scope, or the
 * organisation of a settlement schedule (the run is then in that schedule's history, as MANUAL).
 */
export const runSettlementSchema = z
  .strictObject({
    organisation: z.uuid().optional(),
    settlement_schedule: z.uuid().optional(),
    /** Everything effective before this moment (less each profile's delay); now when left out. */
    cutoff: timestamp().optional(),
  })
  .refine((input) => !(input.organisation && input.settlement_schedule), {
    path: ['settlement_schedule'],
    message: 'Name the organisation or the schedule, not both',
  });
export type RunSettlementInput = z.infer<typeof runSettlementSchema>;

/** How many of a schedule's runs its history shows, newest first. */
export const SETTLEMENT_RUN_HISTORY_LIMIT = 50;
