import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const settlementUpdateSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  processor_settlement: ref('processorsettlement'),
  last: timestamp(),
  old_last: timestamp().nullable(),
  update_last_run: z.boolean(),
});
export type SettlementUpdate = z.infer<typeof settlementUpdateSchema>;

/** 001 §5: processor_settlement and last required; update_last_run defaults to true. */
export const createSettlementUpdateSchema = z.object({
  processor_settlement: z.uuid(),
  last: timestamp(),
  update_last_run: z.boolean().default(true),
});
