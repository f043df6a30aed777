import { z } from 'zod';
import { entityFields, ref, storedAs } from '../resources/resource-schema.js';
import { REFUND_STATUSES, TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';

export const STATUS_UPDATE_TYPES = ['transaction', 'refund'] as const;

export const statusUpdateSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  type: z.enum(STATUS_UPDATE_TYPES),
  /** The payment: the one updated, or the one the refund refunds. */
  transaction: ref('transaction'),
  refund: ref('refund').nullable(),
  payment_profile: ref('paymentprofile'),
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

/**
 * The status update form (001 §5): one id field whatever the type, the status checked against the
 * type's family; `statusUpdateBodyOf` sends the id as `transaction` or `refund`.
 */
export const statusUpdateFormSchema = z
  .object({
    type: z.enum(STATUS_UPDATE_TYPES),
    id: z.uuid(),
    status: z.string().min(1),
    status_reason: z.string().trim().min(1).max(500),
  })
  .refine(
    (form) =>
      (form.type === 'transaction' ? TRANSACTION_STATUSES : REFUND_STATUSES).includes(form.status as never),
    { path: ['status'], message: 'invalidOption' },
  );
export type StatusUpdateForm = z.infer<typeof statusUpdateFormSchema>;

export function statusUpdateBodyOf({
  type,
  id,
  status,
  status_reason,
}: StatusUpdateForm): CreateStatusUpdate {
  return type === 'transaction'
    ? { type, transaction: id, status: status as CreateTransactionStatus, status_reason }
    : { type, refund: id, status: status as CreateRefundStatus, status_reason };
}
type CreateTransactionStatus = Extract<CreateStatusUpdate, { type: 'transaction' }>['status'];
type CreateRefundStatus = Extract<CreateStatusUpdate, { type: 'refund' }>['status'];
