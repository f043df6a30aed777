import { z } from 'zod';
import { entityFields, optionalText, optionalUrl, ref, timestamp } from '../resources/resource-schema.js';

export const NUMBER_FORMATS = ['en_US', 'nl_NL', 'de_DE', 'fr_FR'] as const;
const colour = () =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #e03131')
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

/** 000 §5: only name is required; defaults of 000 §9. */
export const createCheckoutDesignSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  description: optionalText(),
  header_payment_description: z.string().default('merchant_reference'),
  background_color: colour(),
  background_image_url: optionalUrl(),
  logo_url: optionalUrl(),
  header_color: colour(),
  header_text_color: colour(),
  button_color: colour(),
  button_text_color: colour(),
  show_language_switch: z.boolean().default(false),
  payment_product_order: optionalText(),
  number_format: z.enum(NUMBER_FORMATS).default('en_US'),
  css: z.string().max(20_000).nullish(),
});
export const updateCheckoutDesignSchema = createCheckoutDesignSchema.omit({ organisation: true }).partial();
