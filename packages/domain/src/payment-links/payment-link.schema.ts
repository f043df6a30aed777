import { z } from 'zod';
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
  expires_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const createPaymentLinkSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid(),
  customer: z.uuid().nullish(),
  amount: minorUnits().min(1),
  currency_code: currencyCode(),
  description: optionalText(),
  merchant_reference: optionalText(),
  expires_at: timestamp().nullish(),
});
export const updatePaymentLinkSchema = z
  .object({ active: z.boolean(), description: optionalText(), expires_at: timestamp().nullish() })
  .partial();
