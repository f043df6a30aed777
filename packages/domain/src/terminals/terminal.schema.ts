import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';
import { statusesOf } from '../statuses/status-catalogue.js';

/** 001 §2.10 terminals: a merchant's payment terminals, active or inactive (the terminal status family). */
export const TERMINAL_STATUSES = statusesOf('terminal');

/** The terminal models the provider supports. */
export const TERMINAL_MODELS = ['PAX A920', 'PAX A77', 'Verifone V400m', 'Ingenico Move/5000'] as const;

export const terminalSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile').nullable(),
  name: z.string(),
  serial_number: z.string(),
  model: z.string(),
  status: z.enum(TERMINAL_STATUSES),
  last_seen_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type Terminal = z.infer<typeof terminalSchema>;

export const createTerminalSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid().nullish(),
  name: z.string().trim().min(1).max(100),
  serial_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, 'invalidSerialNumber'),
  model: z.enum(TERMINAL_MODELS),
  status: z.enum(TERMINAL_STATUSES).default('ACTIVE'),
});
export const updateTerminalSchema = updateSchemaOf(createTerminalSchema.omit({ organisation: true }));
