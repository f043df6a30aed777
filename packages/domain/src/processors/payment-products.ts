/** The payment products a processor handles and a payment is made with (a module of its own, without zod, so a list screen can name them without loading the schemas). */
export const PAYMENT_PRODUCTS = [
  'card',
  'ideal',
  'paypal',
  'bancontact',
  'sofort',
  'klarna',
  'applepay',
] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];
