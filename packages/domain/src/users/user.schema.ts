import { z } from 'zod';
import { LANGUAGES, MFA_TYPES } from '../auth/auth.schema.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { ROLES } from '../roles/role-catalogue.js';

const roleSchema = z.enum(ROLES as [string, ...string[]]);

export const userSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  roles: z.array(roleSchema),
  blocked: z.boolean(),
  mfa_type: z.enum(MFA_TYPES).nullable(),
  last_login_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type User = z.infer<typeof userSchema>;

export const createUserSchema = z.object({
  organisation: z.uuid().optional(),
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  language: z.enum(LANGUAGES).default('en'),
  roles: z.array(roleSchema).default([]),
});
export const updateUserSchema = createUserSchema.omit({ organisation: true }).partial().extend({
  blocked: z.boolean().optional(),
});
