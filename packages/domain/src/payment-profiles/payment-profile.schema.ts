import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { CURRENCIES } from '../money/money.js';
import { optionalHttpUrl } from '../net/http-url.js';
import { optionalOutboundUrl } from '../net/outbound-url.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, optionalEmail, optionalText, ref, timestamp } from '../resources/resource-schema.js';

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
  /** The largest payment it takes, in minor units of its currency; null: the platform's maximum. */
  max_amount: z.int().nullable(),
  webhook_chargeback_update: z.string().nullable(),
  webhook_refund_update: z.string().nullable(),
  webhook_transaction_update: z.string().nullable(),
  webhook_failed_email: z.string().nullable(),
  updated_at: timestamp(),
});
export type PaymentProfile = z.infer<typeof paymentProfileSchema>;

/** 000 §9: how long the confirmation after adding a processor or middleware stays. */
export const LINK_ADDED_CONFIRMATION_MS = 3000;

/** The fields a profile keeps from its creation on (000 §3). */
export const PAYMENT_PROFILE_FIXED_FIELDS = ['organisation', 'currency_code'] as const;

/**
 * 000 §5: name, display_name, organisation and currency_code required; the update webhooks URLs; the
 * failed-webhook address an e-mail. Organisation and currency may be left out of the API call: they
 * default to the caller's organisation and its base currency; an empty or unknown value is refused.
 */
const paymentProfileInput = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  display_name: z.string().trim().min(1).max(200),
  website: optionalHttpUrl(),
  description: optionalText(),
  currency_code: z.enum(CURRENCIES).optional(),
  bank_account: z.uuid().nullish(),
  processors: z.array(z.uuid()),
  middlewares: z.array(z.uuid()),
  intelligent_routing: z.boolean(),
  /** Payment product to routing id; a product without a route is left out. */
  routing: z.partialRecord(z.enum(PAYMENT_PRODUCTS), z.uuid()),
  /** The largest payment it takes, in minor units; null or left out: the platform's maximum. */
  max_amount: amountSchema().nullish(),
  webhook_chargeback_update: optionalOutboundUrl(),
  webhook_refund_update: optionalOutboundUrl(),
  webhook_transaction_update: optionalOutboundUrl(),
  webhook_failed_email: optionalEmail(),
});

export const createPaymentProfileSchema = paymentProfileInput.extend({
  processors: paymentProfileInput.shape.processors.default([]),
  middlewares: paymentProfileInput.shape.middlewares.default([]),
  intelligent_routing: paymentProfileInput.shape.intelligent_routing.default(false),
  routing: paymentProfileInput.shape.routing.default({}),
});
export type CreatePaymentProfile = z.input<typeof createPaymentProfileSchema>;

/**
 * Every field optional and without defaults, so a partial update leaves the rest alone. Organisation
 * and currency stay in the schema so that a request changing them is refused naming the field (the
 * server compares them with the stored profile) instead of being silently dropped.
 */
export const updatePaymentProfileSchema = paymentProfileInput.partial();

/** The form asks for organisation and currency (pre-filled) where the API call may leave them out. */
export const paymentProfileFormSchema = createPaymentProfileSchema.extend({
  organisation: z.uuid(),
  currency_code: z.enum(CURRENCIES),
});
