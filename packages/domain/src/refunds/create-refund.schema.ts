import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';

/** The body of a refund: at most what is still available; all of it when the amount is left out. */
export const createRefundBodySchema = z.strictObject({
  amount: amountSchema().optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});
/** `transaction`: the payment refunded (from the path). */
export const createRefundInputSchema = createRefundBodySchema.extend({ transaction: z.uuid() });
export type CreateRefundInput = z.infer<typeof createRefundInputSchema>;
