import { z } from 'zod';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { paymentCardSchema } from '../transactions/create-payment.schema.js';

/** What the customer sends from the hosted page to pay a payment link: a product, and the card for a card. */
export const hostedPaymentInputSchema = z
  .object({
    payment_product: z.enum(PAYMENT_PRODUCTS),
    card: paymentCardSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.payment_product === 'card' && !input.card) {
      context.addIssue({ code: 'custom', path: ['card'], message: 'A card payment needs the card' });
    }
    if (input.payment_product !== 'card' && input.card) {
      context.addIssue({
        code: 'custom',
        path: ['card'],
        message: `A ${input.payment_product} payment takes no card`,
      });
    }
  });
export type HostedPaymentInput = z.output<typeof hostedPaymentInputSchema>;

/** What the customer sends from the hosted page of a card-add link: the card to store. */
export const hostedCardInputSchema = z.object({ card: paymentCardSchema }).strict();
export type HostedCardInput = z.output<typeof hostedCardInputSchema>;

/** Why a link's page takes nothing: the same answer for an unknown token (no oracle). */
export const HOSTED_LINK_UNAVAILABLE = ['unavailable', 'paid'] as const;

/** How a payment the hosted page made ended, as the result page tells it. */
export const HOSTED_RESULTS = ['approved', 'declined', 'failed', 'cancelled', 'pending'] as const;
export type HostedResult = (typeof HOSTED_RESULTS)[number];

/**
 * The link as the public page sees it: only what the page shows, never an id of anything but the
 * token the customer already has. Colours are #rrggbb (the design's schema checks them), the css passed
 * `checkCss`, images are http(s) addresses.
 */
export interface HostedLinkView {
  kind: 'payment' | 'card';
  state: 'open' | (typeof HOSTED_LINK_UNAVAILABLE)[number];
  merchant: string;
  amount: number | null;
  currency_code: string | null;
  /**
   * The amount written in the design's number_format (`nl_NL`: € 1.234,50), formatted by the server so
   * the page carries no money code of its own.
   */
  amount_text: string | null;
  /** The header text the design chose: the description, the merchant reference, or nothing. */
  header_text: string | null;
  /** What the customer pays for (the link's description), when the header shows another text. */
  description: string | null;
  products: string[];
  /** The customer's language from Accept-Language; the switch changes it when the design shows one. */
  language: 'en' | 'nl';
  show_language_switch: boolean;
  logo_url: string | null;
  background_image_url: string | null;
  /** The result of a payment the customer came back from (3-D Secure, redirect). */
  result: HostedResult | null;
  return_url: string | null;
}
