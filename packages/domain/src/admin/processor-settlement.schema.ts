import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const processorSettlementSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  processor: ref('processor').nullable(),
  name: z.string(),
  type: z.string(),
  active: z.boolean(),
  last: timestamp().nullable(),
  last_run: timestamp().nullable(),
  updated_at: timestamp(),
});
export type ProcessorSettlement = z.infer<typeof processorSettlementSchema>;

export const createProcessorSettlementSchema = z.object({
  organisation: z.uuid().optional(),
  processor: z.uuid().nullish(),
  name: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(100),
  active: z.boolean().default(true),
});
export const updateProcessorSettlementSchema = updateSchemaOf(
  createProcessorSettlementSchema.omit({ organisation: true }),
);
