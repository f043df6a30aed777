import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { httpUrlSchema } from '../net/http-url.js';
import {
  currencyCode,
  entityFields,
  minorUnits,
  optionalText,
  ref,
  timestamp,
} from '../resources/resource-schema.js';
import { PAYMENT_LINK_STATUSES } from '../statuses/status-catalogue.js';

export const paymentLinkSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile'),
  customer: ref('customer').nullable(),
  transaction: ref('transaction').nullable(),
  amount: minorUnits(),
  currency_code: z.string(),
  description: z.string().nullable(),
  merchant_reference: z.string().nullable(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  active: z.boolean(),
  /** Paid by anyone until deactivated or expired; otherwise DONE after its first approved payment. */
  reusable: z.boolean(),
  checkout_design: ref('checkoutdesign').nullable(),
  /** Where the customer goes after the result page. */
  return_url: z.string().nullable(),
  /** The page the customer pays on: PUBLIC_URL/pay/{token}. Its token is the link's only credential. */
  url: z.string(),
  expires_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const createPaymentLinkSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid(),
  customer: z.uuid().nullish(),
  amount: amountSchema(),
  currency_code: currencyCode(),
  description: optionalText(),
  merchant_reference: optionalText(),
  checkout_design: z.uuid().nullish(),
  reusable: z.boolean().default(false),
  return_url: httpUrlSchema().nullish(),
  expires_at: timestamp().nullish(),
});
/**
 * What stays editable while the link is open: its description and expiry. Everything the customer was
 * sent (amount, currency, profile, design, customer, return URL) is fixed once the link exists, and
 * `active` changes only through the deactivate command, one way.
 */
export const updatePaymentLinkSchema = z
  .object({ description: optionalText(), expires_at: timestamp() })
  .partial();

/** POST /api/paymentlink/{id}/deactivate: the link stops taking payments, for good. */
export const deactivatePaymentLinkInputSchema = z.strictObject({ id: z.uuid() });
