import { z } from 'zod';

/** What may be kept and shown of a card: brand, BIN, last 4 and expiry, never the number. */
export const cardDetailsSchema = z.object({
  brand: z.string(),
  bin: z.string(),
  last4: z.string(),
  expiry_month: z.int(),
  expiry_year: z.int(),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;
