import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const settlementSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile').nullable(),
  /** Net payout in minor units; negative when refunds and fees exceed sales. */
  amount: z.int(),
  currency_code: z.string(),
  status: z.string(),
  period_start: timestamp(),
  period_end: timestamp(),
  paid_out_at: timestamp().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;
