import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

/** Variables a welcome mail's content may use (000 §2). */
export const WELCOME_MAIL_VARIABLES = [
  '[url]',
  '[enter_password_button]',
  '[name]',
  '[url_forgot_password]',
  '[url_login]',
] as const;
export type WelcomeMailVariable = (typeof WELCOME_MAIL_VARIABLES)[number];

/**
 * The two default flags: `default` marks the template of merchant users, `psp_default` the template of
 * provider staff. At most one row holds each flag.
 */
export const WELCOME_MAIL_DEFAULT_FLAGS = ['default', 'psp_default'] as const;
export type WelcomeMailDefaultFlag = (typeof WELCOME_MAIL_DEFAULT_FLAGS)[number];

/** Which flag picks the template for a new user of this side. */
export function welcomeMailFlagFor(side: 'provider' | 'merchant'): WelcomeMailDefaultFlag {
  return side === 'provider' ? 'psp_default' : 'default';
}

export const welcomeMailSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  content: z.string(),
  /** Default for merchant users. */
  default: z.boolean(),
  psp_default: z.boolean(),
  updated_at: timestamp(),
});
export type WelcomeMail = z.infer<typeof welcomeMailSchema>;

/** The visible text of rich-text content: an editor's empty paragraph (`<p></p>`) has none. */
export function richTextHasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** Required like a text field: rich text without visible text (an empty editor) counts as empty. */
const contentSchema = z
  .string()
  .max(100_000)
  .superRefine((value, context) => {
    if (!richTextHasText(value)) {
      context.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '' });
    }
  });

/** 000 §5: name and content required. */
export const createWelcomeMailSchema = z.object({
  name: z.string().trim().min(1).max(200),
  content: contentSchema,
  default: z.boolean().default(false),
  psp_default: z.boolean().default(false),
});
export type CreateWelcomeMail = z.infer<typeof createWelcomeMailSchema>;

/** Also the toggle of 000 §4/§7: an upsert of `{ id, default }` or `{ id, psp_default }`. */
export const updateWelcomeMailSchema = z.object({
  name: createWelcomeMailSchema.shape.name.optional(),
  content: contentSchema.optional(),
  default: z.boolean().optional(),
  psp_default: z.boolean().optional(),
});
