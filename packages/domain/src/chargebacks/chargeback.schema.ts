import { z } from 'zod';
import { date, entityFields, minorUnits, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { CHARGEBACK_STATUSES } from '../statuses/status-catalogue.js';

export const chargebackSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  transaction: ref('transaction'),
  payment_profile: ref('paymentprofile'),
  processor: ref('processor').nullable(),
  customer: ref('customer').nullable(),
  card: storedAs(ref('card').nullable(), 'card_id'),
  settlement: ref('settlement').nullable(),
  amount: minorUnits(),
  currency_code: z.string(),
  reason: z.string().nullable(),
  reason_code: z.string().nullable(),
  status: z.enum(CHARGEBACK_STATUSES),
  source_type: z.string().nullable(),
  work_by_date: date().nullable(),
  processor_id_external: z.string().nullable(),
  last_status_update: timestamp(),
});
export type Chargeback = z.infer<typeof chargebackSchema>;
