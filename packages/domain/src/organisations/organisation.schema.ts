import { z } from 'zod';
import { OPTIONAL_MODULES } from '../auth/auth.schema.js';
import { CURRENCIES } from '../money/money.js';
import { countryCode, entityFields, optionalText, ref, timestamp } from '../resources/resource-schema.js';

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
  updated_at: timestamp(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** 000 §5: name and country_code required; e-mail at least 2 and valid; street_number digits only. */
export const createOrganisationSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().min(2).max(320).nullish(),
  phone: optionalText(),
  street: optionalText(),
  street_number: z.string().regex(/^\d*$/, { message: 'invalidNumber' }).nullish(),
  extended_address: optionalText(),
  country_code: countryCode(),
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
});
export const updateOrganisationSchema = createOrganisationSchema.partial();
