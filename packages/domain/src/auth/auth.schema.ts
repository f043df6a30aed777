import { z } from 'zod';
import { ROLES } from '../roles/role-catalogue.js';

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const OPTIONAL_MODULES = ['sap', 'host2host'] as const;
export type OptionalModule = (typeof OPTIONAL_MODULES)[number];

export const MFA_TYPES = ['email', 'google'] as const;

/** 000 §5: e-mail required and valid; password required, at least 2 characters. */
export const loginRequestSchema = z.object({
  username: z.email(),
  password: z.string().min(2),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    language: z.enum(LANGUAGES),
    roles: z.array(z.enum(ROLES as [string, ...string[]])),
    mfa_type: z.enum(MFA_TYPES).nullable(),
  }),
  organisation: z.object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(['provider', 'merchant']),
    base_currency: z.string(),
    collecting: z.boolean(),
    modules: z.array(z.enum(OPTIONAL_MODULES)),
    /**
     * How many organisations the user sees: its own and every one below it (a chain and its shops: more
     * than one, so lists show which shop a record is of). Null for provider staff, who see them all.
     */
    organisations: z.int().min(1).nullable(),
    /** False for a deactivated merchant: the shell says why its payments are refused. */
    active: z.boolean(),
    /** The reason the provider gave, of the organisation (or the one above it) that was deactivated. */
    deactivation_reason: z.string().nullable(),
  }),
  /** The user belongs to the provider organisation (the PSP). */
  is_provider: z.boolean(),
  /** Idle timeout the client enforces alongside the server, in minutes. */
  session_idle_minutes: z.number().int(),
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), me: meSchema }),
  z.object({
    status: z.literal('mfa_required'),
    username: z.string(),
    mfa_token: z.string(),
    mfa_type: z.enum(MFA_TYPES),
  }),
  z.object({
    status: z.literal('mfa_setup_required'),
    token: z.string(),
    required_type: z.string().optional(),
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** 000 §5: a six-digit code. */
export const mfaCodeSchema = z.string().regex(/^\d{6}$/, 'Six digits');

export const mfaVerifyRequestSchema = z.object({
  code: mfaCodeSchema,
  remember: z.boolean().default(false),
  username: z.email(),
  token: z.string().min(1),
});

export const mfaSetupRequestSchema = z.object({ token: z.string().min(1), type: z.enum(MFA_TYPES) });
export const mfaSetupResponseSchema = z.object({
  type: z.enum(MFA_TYPES),
  /** Authenticator apps: the secret to type in, its otpauth URI and that URI as a QR code (SVG). */
  secret: z.string().optional(),
  otpauth_url: z.string().optional(),
  qr_svg: z.string().optional(),
});
export const mfaSetupConfirmRequestSchema = z.object({ token: z.string().min(1), code: mfaCodeSchema });

export const forgotPasswordRequestSchema = z.object({ email: z.email() });

export const updatePasswordRequestSchema = z.object({
  token: z.string().min(1),
  password: z.string().min(1).max(200),
});

/** 000 §5: at least 3 characters and a valid address; the confirm field is the form's concern. */
export const updateEmailRequestSchema = z.object({
  token: z.string().min(1),
  email: z.email().min(3).max(320),
});
