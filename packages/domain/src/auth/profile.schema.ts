import { z } from 'zod';
import { LANGUAGES, MFA_TYPES, mfaCodeSchema } from './auth.schema.js';

const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});

/** What /profile shows: the user, MFA, and where the account is logged in. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  mfa_type: z.enum(MFA_TYPES).nullable(),
  /** The organisation requires MFA: it cannot be turned off. */
  mfa_required: z.boolean(),
  sessions: z.array(sessionSchema),
  trusted_devices: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      last_used_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  language: z.enum(LANGUAGES).optional(),
});

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1),
  password: z.string().min(1).max(200),
});

/** Setting up a method asks for the password, like turning MFA off: a stolen session alone cannot. */
export const profileMfaSetupRequestSchema = z.object({
  type: z.enum(MFA_TYPES),
  password: z.string().min(1),
});
export const profileMfaConfirmRequestSchema = z.object({ token: z.string().min(1), code: mfaCodeSchema });
export const disableMfaRequestSchema = z.object({ password: z.string().min(1) });
