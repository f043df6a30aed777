import { z } from 'zod';
import { cardDetailsSchema } from '../cards/card-details.schema.js';
import { entityFields, minorUnits, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { TRANSACTION_STATUSES } from '../statuses/status-catalogue.js';

export const RECURRING_TYPES = ['first', 'repeat'] as const;

export const transactionSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile'),
  processor: ref('processor').nullable(),
  customer: ref('customer').nullable(),
  card: storedAs(z.uuid().nullable(), 'card_id'),
  card_details: cardDetailsSchema.nullable(),
  subscription: ref('subscription').nullable(),
  /** The payment link the customer paid through, if any. */
  payment_link: ref('paymentlink').nullable(),
  subscription_cycle: z.int().nullable(),
  settlement: ref('settlement').nullable(),
  merchant_reference: z.string(),
  description: z.string().nullable(),
  amount: minorUnits(),
  currency_code: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  status_reason: z.string().nullable(),
  blocked: z.boolean(),
  three_d_secure: z.boolean(),
  tags: storedAs(z.array(z.uuid()), 'tag_ids'),
  payment_product: z.string(),
  payment_product_type: z.string().nullable(),
  recurring_type: z.string().nullable(),
  country_code: z.string().nullable(),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  ip_address: z.string().nullable(),
  processor_id_external: z.string().nullable(),
  capture_mode: z.enum(['automatic', 'manual']),
  captured_amount: minorUnits(),
  /** What the payment's refunds hold of it: all but failed and cancelled ones (read, never stored). */
  refunded_amount: minorUnits(),
  authorization_expires_at: timestamp().nullable(),
  settle_after: timestamp().nullable(),
  /** How the payments engine decided: rulesets, routing path, middlewares, processor attempts. */
  decision: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The customer's next step: `{ type: 'redirect', url }` for 3-D Secure or a redirect product. The url
   * holds the page's token, a credential: the payments API gives it to the merchant's server, the
   * back-office shows only that there is a next step (issue 28).
   */
  next_action: z.object({ type: z.literal('redirect'), url: z.string().optional() }).nullable(),
  return_url: z.string().nullable(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  updated_at: timestamp(),
});
export type Transaction = z.infer<typeof transactionSchema>;
