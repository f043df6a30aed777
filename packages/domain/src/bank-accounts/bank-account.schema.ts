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

export const createBankAccountSchema = z.object({
  organisation: z.uuid().optional(),
  holder_name: z.string().trim().min(1).max(200),
  iban: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, { message: 'invalidIban' }),
  bic: z
    .string()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { message: 'invalidBic' })
    .nullish(),
  currency_code: z.enum(CURRENCIES),
});
export const updateBankAccountSchema = createBankAccountSchema.omit({ organisation: true }).partial();
