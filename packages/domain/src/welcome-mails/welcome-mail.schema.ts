import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

/** Variables a welcome mail's content may use. */
export const WELCOME_MAIL_VARIABLES = [
  '[url]',
  '[enter_password_button]',
  '[name]',
  '[url_forgot_password]',
] as const;

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

export const createWelcomeMailSchema = z.object({
  name: z.string().trim().min(1).max(200),
  content: z.string().min(1).max(100_000),
  default: z.boolean().default(false),
  psp_default: z.boolean().default(false),
});
export const updateWelcomeMailSchema = createWelcomeMailSchema.partial();
