import { z } from 'zod';
import { passesLuhn } from '../cards/card.js';
import { createCustomerSchema } from '../customers/customer.schema.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { countryCode, currencyCode } from '../resources/resource-schema.js';
import { RECURRING_TYPES, transactionSchema } from './transaction.schema.js';

export const CAPTURE_MODES = ['automatic', 'manual'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** Products whose customer leaves for the provider's page (a redirect) before the payment is decided. */
export const REDIRECT_PRODUCTS = ['ideal', 'paypal', 'bancontact', 'sofort', 'klarna'] as const;

/**
 * The card of a payment as the merchant sends it. The number and CVC live only in memory while the
 * payment is authorised: never stored, logged, audited or put in an event.
 */
export const paymentCardSchema = z
  .object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine(passesLuhn, 'Not a valid card number'),
    expiry_month: z.int().min(1).max(12),
    expiry_year: z.int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Must be 3 or 4 digits'),
    holder_name: z.string().trim().min(1).max(200).nullish(),
  })
  .strict();

/** The body of POST /v1/transactions. */
export const createPaymentSchema = z
  .object({
    amount: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
    currency_code: currencyCode(),
    payment_profile: z.uuid().optional(),
    payment_product: z.enum(PAYMENT_PRODUCTS),
    merchant_reference: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullish(),
    customer: z.uuid().optional(),
    customer_details: createCustomerSchema
      .omit({ organisation: true, status: true, status_reason: true })
      .optional(),
    card: paymentCardSchema.optional(),
    capture: z.enum(CAPTURE_MODES).default('automatic'),
    recurring_type: z.enum(RECURRING_TYPES).nullish(),
    return_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullish(),
    country_code: countryCode().nullish(),
    ip_address: z.union([z.ipv4(), z.ipv6()]).nullish(),
    platform: z.string().trim().max(200).nullish(),
    browser: z.string().trim().max(500).nullish(),
    metadata: z
      .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]))
      .optional(),
  })
  .strict()
  .superRefine((payment, context) => {
    if (payment.customer && payment.customer_details) {
      context.addIssue({
        code: 'custom',
        path: ['customer_details'],
        message: 'Send customer or customer_details, not both',
      });
    }
    const cardProduct = payment.payment_product === 'card' || payment.payment_product === 'applepay';
    if (cardProduct && !payment.card) {
      context.addIssue({ code: 'custom', path: ['card'], message: 'A card payment needs the card' });
    }
    if (!cardProduct && payment.card) {
      context.addIssue({
        code: 'custom',
        path: ['card'],
        message: `A ${payment.payment_product} payment takes no card`,
      });
    }
  });
export type CreatePayment = z.output<typeof createPaymentSchema>;

/** A card's expiry has not passed: it is valid through the last day of its month. */
export function expiryInFuture(card: { expiry_month: number; expiry_year: number }, now: Date): boolean {
  return card.expiry_year * 12 + card.expiry_month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
