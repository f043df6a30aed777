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

/** 001 §4, §9: the detail of an update that runs the import reads it again this often until the run is done. */
export const SETTLEMENT_UPDATE_POLL_MS = 3000;

/** Whether the import an update asked for has run: its processor settlement's last_run is not before it. */
export function settlementUpdateDone(
  update: Pick<SettlementUpdate, 'created_at' | 'update_last_run'>,
  lastRun: string | null | undefined,
): boolean {
  if (!update.update_last_run) return true;
  return lastRun != null && Date.parse(lastRun) >= Date.parse(update.created_at);
}
