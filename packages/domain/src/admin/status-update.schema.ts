import { z } from 'zod';
import { entityFields, ref, storedAs } from '../resources/resource-schema.js';

export const STATUS_UPDATE_TYPES = ['transaction', 'refund'] as const;

export const statusUpdateSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  type: z.enum(STATUS_UPDATE_TYPES),
  transaction: ref('transaction').nullable(),
  refund: ref('refund').nullable(),
  status: z.string(),
  status_reason: z.string().nullable(),
  created_by: storedAs(ref('user').nullable(), 'created_by'),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
