import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { CURRENCIES } from '../money/money.js';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/**
 * How a merchant is paid in one currency: to which bank account, on which schedule, how many days after
 * the money moved (T+delay), and from which net amount on (below it the settlement is carried over).
 * One active profile per merchant and currency.
 */
export const settlementProfileSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  currency_code: z.string(),
  bank_account: ref('bankaccount'),
  settlement_schedule: ref('settlementschedule'),
  delay_days: z.int(),
  minimum_payout: z.int(),
  active: z.boolean(),
  updated_at: timestamp(),
});
export type SettlementProfile = z.infer<typeof settlementProfileSchema>;

const createShape = z.object({
  /** The merchant; the root of the caller's scope when left out. */
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  currency_code: z.enum(CURRENCIES),
  bank_account: z.uuid(),
  settlement_schedule: z.uuid(),
  delay_days: z.int().min(0).max(90).default(2),
  minimum_payout: amountSchema(0).default(0),
  active: z.boolean().default(true),
});
export const createSettlementProfileSchema = createShape;
/** The currency is fixed once created (its settlements are in it); the rest may change. */
export const updateSettlementProfileSchema = updateSchemaOf(
  createShape.omit({ organisation: true, currency_code: true }),
);
