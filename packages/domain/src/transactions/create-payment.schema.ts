import { z } from 'zod';
import { passesLuhn } from '../cards/card.js';
import { createCustomerSchema } from '../customers/customer.schema.js';
import { amountSchema } from '../money/amount.schema.js';
import { httpUrlSchema } from '../net/http-url.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { countryCode, currencyCode } from '../resources/resource-schema.js';
import { RECURRING_TYPES } from './transaction.schema.js';

export const CAPTURE_MODES = ['automatic', 'manual'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** Metadata limits (Stripe's): 50 keys, names up to 40 characters, text values up to 500. */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

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
    amount: amountSchema(),
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
    /**
     * A card stored for `customer` (by an earlier payment or a card-add link), charged without the
     * customer: a merchant-initiated `repeat` payment with no CVC and no 3-D Secure challenge.
     */
    card_id: z.uuid().optional(),
    capture: z.enum(CAPTURE_MODES).default('automatic'),
    recurring_type: z.enum(RECURRING_TYPES).nullish(),
    /**
     * Where the customer's browser goes after a challenge or redirect page, with `transaction` and
     * `status` added to its query. The server never calls it, so a developer's localhost is allowed;
     * credentials in it are not.
     */
    return_url: httpUrlSchema().nullish(),
    country_code: countryCode().nullish(),
    ip_address: z.union([z.ipv4(), z.ipv6()]).nullish(),
    platform: z.string().trim().max(200).nullish(),
    browser: z.string().trim().max(500).nullish(),
    metadata: z
      .record(
        z.string().min(1).max(METADATA_LIMITS.keyLength),
        z.union([z.string().max(METADATA_LIMITS.valueLength), z.number(), z.boolean()]),
      )
      .refine((metadata) => Object.keys(metadata).length <= METADATA_LIMITS.keys, {
        message: `At most ${METADATA_LIMITS.keys} keys`,
      })
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
    if (payment.card_id) storedCardIssues(payment, context);
    if (cardProduct && !payment.card && !payment.card_id) {
      context.addIssue({ code: 'custom', path: ['card'], message: 'A card payment needs the card' });
    }
    if (!cardProduct && (payment.card || payment.card_id)) {
      context.addIssue({
        code: 'custom',
        path: [payment.card ? 'card' : 'card_id'],
        message: `A ${payment.payment_product} payment takes no card`,
      });
    }
  });

/** A stored card is charged for its customer, alone, as a merchant-initiated `repeat` payment. */
function storedCardIssues(
  payment: { card?: unknown; customer?: string | undefined; recurring_type?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if (payment.card) {
    context.addIssue({ code: 'custom', path: ['card_id'], message: 'Send card or card_id, not both' });
  }
  if (!payment.customer) {
    context.addIssue({
      code: 'custom',
      path: ['customer'],
      message: 'A stored card is charged for its customer: name the customer',
    });
  }
  if (payment.recurring_type !== 'repeat') {
    context.addIssue({
      code: 'invalid_value',
      values: ['repeat'],
      path: ['recurring_type'],
      message: "A payment on a stored card without the customer is a 'repeat' payment",
      input: payment.recurring_type ?? null,
    });
  }
}
export type CreatePayment = z.output<typeof createPaymentSchema>;
