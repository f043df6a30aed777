import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const tagSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  text: z.string(),
  color: z.string(),
  updated_at: timestamp(),
});
export type Tag = z.infer<typeof tagSchema>;

export const createTagSchema = z.object({
  organisation: z.uuid().optional(),
  text: z.string().trim().min(1).max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #1c7ed6'),
});
export const updateTagSchema = createTagSchema.omit({ organisation: true }).partial();
