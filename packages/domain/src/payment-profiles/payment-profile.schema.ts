import { z } from 'zod';
import {
  currencyCode,
  entityFields,
  optionalEmail,
  optionalText,
  optionalUrl,
  ref,
  timestamp,
} from '../resources/resource-schema.js';

export const paymentProfileSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  display_name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  currency_code: z.string(),
  bank_account: ref('bankaccount').nullable(),
  /** Processor ids in order. */
  processors: z.array(z.uuid()),
  middlewares: z.array(z.uuid()),
  intelligent_routing: z.boolean(),
  /** Payment product to routing id. */
  routing: z.record(z.string(), z.uuid()),
  webhook_chargeback_update: z.string().nullable(),
  webhook_refund_update: z.string().nullable(),
  webhook_transaction_update: z.string().nullable(),
  webhook_failed_email: z.string().nullable(),
  updated_at: timestamp(),
});
export type PaymentProfile = z.infer<typeof paymentProfileSchema>;

/** 000 §5: name, display_name, organisation, currency_code required; webhooks URLs; failed e-mail an e-mail. */
export const createPaymentProfileSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  display_name: z.string().trim().min(1).max(200),
  website: optionalUrl(),
  description: optionalText(),
  currency_code: currencyCode(),
  bank_account: z.uuid().nullish(),
  processors: z.array(z.uuid()).default([]),
  middlewares: z.array(z.uuid()).default([]),
  intelligent_routing: z.boolean().default(false),
  routing: z.record(z.string(), z.uuid()).default({}),
  webhook_chargeback_update: optionalUrl(),
  webhook_refund_update: optionalUrl(),
  webhook_transaction_update: optionalUrl(),
  webhook_failed_email: optionalEmail(),
});
/** Organisation and currency are fixed once the profile exists. */
export const updatePaymentProfileSchema = createPaymentProfileSchema
  .omit({ organisation: true, currency_code: true })
  .partial();
