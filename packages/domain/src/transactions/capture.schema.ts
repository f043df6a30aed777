import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';

/** The body of a capture: the amount to capture, at most the authorised amount; the whole of it when left out. */
export const captureBodySchema = z.strictObject({
  amount: amountSchema().optional(),
});
export const captureInputSchema = captureBodySchema.extend({ id: z.uuid() });
export type CaptureInput = z.infer<typeof captureInputSchema>;

/** The body of a void: why the authorisation is released, if the caller says. */
export const voidBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).optional(),
});
export const voidInputSchema = voidBodySchema.extend({ id: z.uuid() });
export type VoidInput = z.infer<typeof voidInputSchema>;
