import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import {
  currencyCode,
  date,
  entityFields,
  minorUnits,
  ref,
  storedAs,
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
  subscription_cycle: z.int().nullable(),
  card: storedAs(z.uuid().nullable(), 'card_id'),
  amount: minorUnits(),
  /** What the subscription's discount takes off this cycle (the amount is after it). */
  discount_amount: minorUnits(),
  currency_code: z.string(),
  due_date: date(),
  status: z.enum(SCHEDULED_TRANSACTION_STATUSES),
  status_reason: z.string().nullable(),
  /** Tries so far; a failed subscription charge is tried again on the retry schedule. */
  tries: z.int(),
  /** The day of the next try; null while it waits for the customer's card. */
  next_try_on: date().nullable(),
  updated_at: timestamp(),
});
export type ScheduledTransaction = z.infer<typeof scheduledTransactionSchema>;

/** A one-off charge on a customer's stored card on a day (a subscription's charges are the billing's). */
export const createScheduledTransactionSchema = z
  .object({
    organisation: z.uuid().optional(),
    payment_profile: z.uuid(),
    customer: z.uuid(),
    /** One of the customer's stored cards; the one stored last when not given. */
    card: z.uuid().optional(),
    amount: amountSchema(),
    currency_code: currencyCode(),
    due_date: date(),
  })
  .strict();
export const updateScheduledTransactionSchema = createScheduledTransactionSchema
  .pick({ amount: true, due_date: true })
  .partial();

/** POST /api/scheduledtransaction/{id}/cancel: a one-off charge withdrawn before it runs (FAILED). */
export const cancelScheduledTransactionInputSchema = z.strictObject({ id: z.uuid() });
