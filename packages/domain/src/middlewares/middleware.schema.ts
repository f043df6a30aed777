import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/** What a middleware does in a payment (issue 9): screen for fraud, run 3-D Secure, convert the currency. */
export const MIDDLEWARE_TYPES = ['fraud_screening', '3ds_server', 'currency_conversion'] as const;
export type MiddlewareType = (typeof MIDDLEWARE_TYPES)[number];

export const middlewareSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  type: z.enum(MIDDLEWARE_TYPES),
  active: z.boolean(),
  updated_at: timestamp(),
});
export type Middleware = z.infer<typeof middlewareSchema>;

export const createMiddlewareSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  type: z.enum(MIDDLEWARE_TYPES),
  active: z.boolean().default(true),
});
export const updateMiddlewareSchema = updateSchemaOf(createMiddlewareSchema.omit({ organisation: true }));
