import { z } from 'zod';
import { OPTIONAL_MODULES } from '../auth/auth.schema.js';
import { COUNTRY_CODES } from '../geo/countries.js';
import { CURRENCIES } from '../money/money.js';
import { entityFields, optionalText, ref, timestamp } from '../resources/resource-schema.js';

export const ORGANISATION_KINDS = ['provider', 'merchant'] as const;

export const organisationSchema = z.object({
  ...entityFields,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  extended_address: z.string().nullable(),
  country_code: z.string(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  locality: z.string().nullable(),
  tax_number: z.string().nullable(),
  parent: ref('organisation').nullable(),
  kind: z.enum(ORGANISATION_KINDS),
  base_currency: z.string(),
  collecting: z.boolean(),
  active: z.boolean(),
  modules: z.array(z.string()),
  mfa_required: z.boolean(),
  session_idle_minutes: z.int().nullable(),
  /** The pricing package the merchant is charged by (ADR 0015); null: no fees. */
  package: ref('package').nullable(),
  updated_at: timestamp(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** An empty text input means no value. */
const blankAsNull = z.literal('').transform(() => null);

/**
 * 000 §5: name and country_code required; e-mail at least 2 characters and valid; street_number digits
 * only (invalidNumber); parent required. Where the parent may lie is the server's check (scope, no cycle).
 */
export const createOrganisationSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().min(2).max(320).nullish().or(blankAsNull),
  phone: optionalText(),
  street: optionalText(),
  street_number: z.string().trim().regex(/^\d+$/, { message: 'invalidNumber' }).nullish().or(blankAsNull),
  extended_address: optionalText(),
  country_code: z.enum(COUNTRY_CODES),
  region: optionalText(),
  postal_code: optionalText(),
  locality: optionalText(),
  tax_number: optionalText(),
  parent: z.uuid(),
  base_currency: z.enum(CURRENCIES).optional(),
  collecting: z.boolean().optional(),
  active: z.boolean().optional(),
  modules: z.array(z.enum(OPTIONAL_MODULES)).optional(),
  mfa_required: z.boolean().optional(),
  session_idle_minutes: z.int().min(1).max(1440).nullish(),
  package: z.uuid().nullish(),
});
export const updateOrganisationSchema = createOrganisationSchema.partial();
