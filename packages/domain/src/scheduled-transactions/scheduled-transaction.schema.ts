import { z } from 'zod';
import {
  currencyCode,
  date,
  entityFields,
  minorUnits,
  ref,
  timestamp,
} from '../resources/resource-schema.js';
import { SCHEDULED_TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';

export const scheduledTransactionSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile'),
  customer: ref('customer').nullable(),
  subscription: ref('subscription').nullable(),
  transaction: ref('transaction').nullable(),
  amount: minorUnits(),
  currency_code: z.string(),
  due_date: date(),
  status: z.enum(SCHEDULED_TRANSACTION_STATUSES),
  status_reason: z.string().nullable(),
  updated_at: timestamp(),
});
export type ScheduledTransaction = z.infer<typeof scheduledTransactionSchema>;

export const createScheduledTransactionSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid(),
  customer: z.uuid().nullish(),
  amount: minorUnits().min(1),
  currency_code: currencyCode(),
  due_date: date(),
});
export const updateScheduledTransactionSchema = createScheduledTransactionSchema
  .pick({ amount: true, due_date: true })
  .partial();
