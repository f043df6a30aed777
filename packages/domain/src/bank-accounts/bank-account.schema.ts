import { z } from 'zod';
import { CURRENCIES } from '../money/money.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { isValidIban } from './iban.js';

export const bankAccountSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  holder_name: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  currency_code: z.string(),
  updated_at: timestamp(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * An IBAN may be typed in groups and lower case; it is stored compact and upper case. An empty input
 * reads as missing (required), anything else must pass the ISO 13616 mod-97 check (invalidIban).
 */
const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1).refine(isValidIban, { message: 'invalidIban' }));

/** ISO 9362: bank, country, location and an optional branch; 8 or 11 characters. */
const bic = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { message: 'invalidBic' })
  .nullish()
  .or(z.literal('').transform(() => null));

export const createBankAccountSchema = z.object({
  /** The owner; the root of the caller's scope when left out. */
  organisation: z.uuid().optional(),
  holder_name: z.string().trim().min(1).max(200),
  iban,
  bic,
  currency_code: z.enum(CURRENCIES),
});
export const updateBankAccountSchema = createBankAccountSchema.omit({ organisation: true }).partial();
