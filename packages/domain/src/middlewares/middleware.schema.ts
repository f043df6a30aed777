import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const middlewareSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  type: z.string(),
  active: z.boolean(),
  updated_at: timestamp(),
});
export type Middleware = z.infer<typeof middlewareSchema>;

export const createMiddlewareSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(100),
  active: z.boolean().default(true),
});
export const updateMiddlewareSchema = updateSchemaOf(createMiddlewareSchema.omit({ organisation: true }));
