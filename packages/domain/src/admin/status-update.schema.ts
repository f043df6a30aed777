import { z } from 'zod';
import { entityFields, ref, storedAs } from '../resources/resource-schema.js';
import { REFUND_STATUSES, TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';

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

/**
 * 001 §5 status update form: type, the record's id and the status are required; the id is sent as
 * `transaction` or `refund` by type, and the status must be one of that family. A reason is required
 * too: an operator's manual change is the one status step no processor or customer explains.
 */
export const createStatusUpdateSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('transaction'),
      transaction: z.uuid(),
      status: z.enum(TRANSACTION_STATUSES),
      status_reason: z.string().trim().min(1).max(500),
    })
    .strict(),
  z
    .object({
      type: z.literal('refund'),
      refund: z.uuid(),
      status: z.enum(REFUND_STATUSES),
      status_reason: z.string().trim().min(1).max(500),
    })
    .strict(),
]);
export type CreateStatusUpdate = z.infer<typeof createStatusUpdateSchema>;
