import { z } from 'zod';
import { LANGUAGES, MFA_TYPES } from '../auth/auth.schema.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { ROLES, type Role } from '../roles/role-catalogue.js';
import { USER_STATUSES } from '../statuses/status-catalogue.js';

const roleSchema = z.enum(ROLES as readonly [Role, ...Role[]]);

export const userSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  roles: z.array(roleSchema),
  blocked: z.boolean(),
  /** Derived: BLOCKED, INVITED (no password chosen yet) or ACTIVE. */
  status: z.enum(USER_STATUSES),
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
  /** A user without roles could do nothing: at least one. */
  roles: z.array(roleSchema).min(1),
});
export type CreateUser = z.infer<typeof createUserSchema>;

/** Edits, and block / unblock through `blocked`. */
export const updateUserSchema = z.object({
  email: createUserSchema.shape.email.optional(),
  name: createUserSchema.shape.name.optional(),
  language: z.enum(LANGUAGES).optional(),
  roles: z.array(roleSchema).optional(),
  blocked: z.boolean().optional(),
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** Reset MFA (a command): the user whose method, secret and remembered devices are cleared. */
export const resetMfaInputSchema = z.strictObject({ id: z.uuid() });
export type ResetMfaInput = z.infer<typeof resetMfaInputSchema>;
