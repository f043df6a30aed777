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

type SettlementUpdateRow = Pick<SettlementUpdate, 'last' | 'old_last' | 'update_last_run'> & {
  processor_settlement: string | { id: string };
};

/** A prefilled create form: what it sends and whether it reverses or clones an update (its title). */
export interface SettlementUpdateDraft {
  kind: 'reverse' | 'clone';
  values: z.infer<typeof createSettlementUpdateSchema>;
}

const settlementIdOf = (row: SettlementUpdateRow) =>
  typeof row.processor_settlement === 'string' ? row.processor_settlement : row.processor_settlement.id;

/** 001 §2.9 clone: a new update of the same processor settlement with the same last and run choice. */
export function cloneOfSettlementUpdate(row: SettlementUpdateRow): SettlementUpdateDraft {
  return {
    kind: 'clone',
    values: {
      processor_settlement: settlementIdOf(row),
      last: row.last,
      update_last_run: row.update_last_run,
    },
  };
}

/** 001 §4 reverse: back to the update's old last, without running the import; none without an old last. */
export function reverseOfSettlementUpdate(row: SettlementUpdateRow): SettlementUpdateDraft | undefined {
  if (!row.old_last) return undefined;
  return {
    kind: 'reverse',
    values: { processor_settlement: settlementIdOf(row), last: row.old_last, update_last_run: false },
  };
}
