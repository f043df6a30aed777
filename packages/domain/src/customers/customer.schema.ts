import { z } from 'zod';
import { cardDetailsSchema } from '../cards/card-details.schema.js';
import {
  countryCode,
  date,
  entityFields,
  optionalText,
  ref,
  timestamp,
  updateSchemaOf,
} from '../resources/resource-schema.js';
import { CUSTOMER_STATUSES } from '../statuses/status-catalogue.js';

export const CUSTOMER_SEGMENTS = [
  'champions',
  'loyal',
  'potential_loyalist',
  'new',
  'promising',
  'need_attention',
  'about_to_sleep',
  'at_risk',
  'cant_lose',
  'hibernating',
  'lost',
] as const;

/** 002 §2 the Overview's type: a private person or a business (our decision; the spec names no values). */
export const CUSTOMER_TYPES = ['person', 'business'] as const;

/**
 * A social security number as the API answers it: its last four characters only (as Stripe's
 * `ssn_last_4`); the whole number is written, stored and never read back, and no event or audit keeps it.
 */
export function maskedSocialSecurityNumber(value: string | null): string | null {
  return value === null ? null : `*****${value.length > 4 ? value.slice(-4) : ''}`;
}

export const customerSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  email_address: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  initials: z.string().nullable(),
  title: z.string().nullable(),
  gender: z.string().nullable(),
  postal_code: z.string().nullable(),
  street_address: z.string().nullable(),
  house_number: z.string().nullable(),
  house_number_suffix: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country_code: z.string().nullable(),
  date_of_birth: date().nullable(),
  fax_number: z.string().nullable(),
  phone_number: z.string().nullable(),
  segment: z.string().nullable(),
  /** Masked: see {@link maskedSocialSecurityNumber}. */
  social_security_number: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  status_reason: z.string().nullable(),
  merchant_reference: z.string().nullable(),
  /** The customer's stored cards (from payments and card-add links), oldest first. */
  cards: z.array(cardDetailsSchema),
  updated_at: timestamp(),
});
export type Customer = z.infer<typeof customerSchema>;

/** 002 §5: e-mail and organisation required. */
export const createCustomerSchema = z.strictObject({
  organisation: z.uuid().optional(),
  email_address: z.email().max(320),
  type: z.enum(CUSTOMER_TYPES).default('person'),
  first_name: optionalText(),
  last_name: optionalText(),
  initials: optionalText(),
  title: optionalText(),
  gender: optionalText(),
  postal_code: optionalText(),
  street_address: optionalText(),
  house_number: optionalText(),
  house_number_suffix: optionalText(),
  city: optionalText(),
  region: optionalText(),
  country_code: countryCode().nullish(),
  date_of_birth: date().nullish(),
  fax_number: optionalText(),
  phone_number: optionalText(),
  segment: optionalText(),
  social_security_number: optionalText(),
  status: z.enum(CUSTOMER_STATUSES).default('UNKNOWN'),
  status_reason: optionalText(),
  merchant_reference: optionalText(),
});
export const updateCustomerSchema = updateSchemaOf(createCustomerSchema.omit({ organisation: true }));
