import { z } from 'zod';
import { optionalHttpUrl } from '../net/http-url.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, optionalText, ref, timestamp } from '../resources/resource-schema.js';
import { CSS_PROBLEM_MESSAGES, checkCss } from './check-css.js';

export const NUMBER_FORMATS = ['en_US', 'nl_NL', 'de_DE', 'fr_FR'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The BCP 47 locale a number format writes amounts in (nl_NL: 1.234,56). */
export function numberFormatLocale(format: string): string {
  return (NUMBER_FORMATS as readonly string[]).includes(format) ? format.replace('_', '-') : 'en-US';
}

/** What the payment page shows as the payment's description in its header. */
export const HEADER_PAYMENT_DESCRIPTIONS = ['merchant_reference', 'description', 'none'] as const;

/**
 * Brand colours when the brand gives none (000 §3: red and white). Organisations carry no brand
 * colours in this data model, so these are the defaults of every new design. The red is dark enough
 * for white text to meet WCAG AA contrast.
 */
export const CHECKOUT_BRAND_COLOURS = { color: '#c92a2a', textColor: '#ffffff' } as const;

/** 000 §9 defaults of a new design, brand colours included. */
export const CHECKOUT_DESIGN_DEFAULTS = {
  header_payment_description: 'merchant_reference',
  show_language_switch: false,
  number_format: 'en_US',
  header_color: CHECKOUT_BRAND_COLOURS.color,
  header_text_color: CHECKOUT_BRAND_COLOURS.textColor,
  button_color: CHECKOUT_BRAND_COLOURS.color,
  button_text_color: CHECKOUT_BRAND_COLOURS.textColor,
} as const satisfies Partial<Record<string, string | boolean>>;

const colour = () =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullish()
    .or(z.literal('').transform(() => null));

/** Custom css, refused with the reasons of `checkCss` (one issue per problem). */
const customCss = () =>
  z
    .string()
    .max(20_000)
    .superRefine((css, context) => {
      for (const problem of checkCss(css)) {
        context.addIssue({ code: 'custom', message: CSS_PROBLEM_MESSAGES[problem], params: { problem } });
      }
    })
    .nullish();

/** The products of a payment_product_order comma list, in order, blanks dropped. */
export function paymentProductOrder(order: string | null | undefined): string[] {
  return (order ?? '')
    .split(',')
    .map((product) => product.trim())
    .filter(Boolean);
}

/** Comma list of payment products in the order the payment page offers them. */
const productOrder = () =>
  z
    .string()
    .trim()
    .max(500)
    .superRefine((order, context) => {
      const products = paymentProductOrder(order);
      const unknown = products.filter(
        (product) => !(PAYMENT_PRODUCTS as readonly string[]).includes(product),
      );
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `Unknown payment products: ${unknown.join(', ')}; use ${PAYMENT_PRODUCTS.join(', ')}`,
        });
      } else if (new Set(products).size !== products.length) {
        context.addIssue({ code: 'custom', message: 'Each payment product may appear once' });
      }
    })
    .nullish();

export const checkoutDesignSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  description: z.string().nullable(),
  header_payment_description: z.string(),
  background_color: z.string().nullable(),
  background_image_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  header_color: z.string().nullable(),
  header_text_color: z.string().nullable(),
  button_color: z.string().nullable(),
  button_text_color: z.string().nullable(),
  show_language_switch: z.boolean(),
  payment_product_order: z.string().nullable(),
  number_format: z.string(),
  css: z.string().nullable(),
  updated_at: timestamp(),
});
export type CheckoutDesign = z.infer<typeof checkoutDesignSchema>;

/** The fields a form edits; 000 §5: only name is required. */
const checkoutDesignFields = {
  name: z.string().trim().min(1).max(200),
  description: optionalText(),
  header_payment_description: z.enum(HEADER_PAYMENT_DESCRIPTIONS),
  background_color: colour(),
  background_image_url: optionalHttpUrl(),
  logo_url: optionalHttpUrl(),
  header_color: colour(),
  header_text_color: colour(),
  button_color: colour(),
  button_text_color: colour(),
  show_language_switch: z.boolean(),
  payment_product_order: productOrder(),
  number_format: z.enum(NUMBER_FORMATS),
  css: customCss(),
};

export const checkoutDesignFormSchema = z.object(checkoutDesignFields);
export type CheckoutDesignForm = z.input<typeof checkoutDesignFormSchema>;

/** A create fills what it leaves out with the defaults of 000 §3 and §9. */
export const createCheckoutDesignSchema = z.object({
  ...checkoutDesignFields,
  organisation: z.uuid().optional(),
  header_payment_description: checkoutDesignFields.header_payment_description.default(
    CHECKOUT_DESIGN_DEFAULTS.header_payment_description,
  ),
  header_color: colour().default(CHECKOUT_DESIGN_DEFAULTS.header_color),
  header_text_color: colour().default(CHECKOUT_DESIGN_DEFAULTS.header_text_color),
  button_color: colour().default(CHECKOUT_DESIGN_DEFAULTS.button_color),
  button_text_color: colour().default(CHECKOUT_DESIGN_DEFAULTS.button_text_color),
  show_language_switch: z.boolean().default(CHECKOUT_DESIGN_DEFAULTS.show_language_switch),
  number_format: checkoutDesignFields.number_format.default(CHECKOUT_DESIGN_DEFAULTS.number_format),
});
export const updateCheckoutDesignSchema = checkoutDesignFormSchema.partial();
