import { z } from 'zod';
import { timestamp } from '../resources/resource-schema.js';
import { TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';

/** One step of a payment's status history, oldest first: the detail panel's timeline. */
export const transactionHistoryEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(TRANSACTION_STATUSES),
  status_reason: z.string().nullable(),
  created_at: timestamp(),
});
export type TransactionHistoryEntry = z.infer<typeof transactionHistoryEntrySchema>;
