import { z } from 'zod';
import { entityFields, minorUnits, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { REFUND_STATUSES } from '../statuses/status-catalogue.js';

export const refundSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  transaction: ref('transaction'),
  payment_profile: ref('paymentprofile'),
  customer: ref('customer').nullable(),
  card: storedAs(ref('card').nullable(), 'card_id'),
  settlement: ref('settlement').nullable(),
  amount: minorUnits(),
  currency_code: z.string(),
  reason: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  processor_id_external: z.string().nullable(),
  last_status_update: timestamp(),
});
export type Refund = z.infer<typeof refundSchema>;
