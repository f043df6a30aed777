import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { CURRENCIES } from '../money/money.js';
import { entityFields, ref, storedAs, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/** CHARGE: the merchant pays the PSP (e.g. a terminal's rent); CREDIT: the PSP pays the merchant (a goodwill refund of fees). */
export const ONE_OFF_TYPES = ['CHARGE', 'CREDIT'] as const;
export type OneOffType = (typeof ONE_OFF_TYPES)[number];

/** PENDING: booked into the ledger when its effective time comes; BOOKED: in the ledger; CANCELLED before that. */
export const ONE_OFF_STATUSES = ['PENDING', 'BOOKED', 'CANCELLED'] as const;
export type OneOffStatus = (typeof ONE_OFF_STATUSES)[number];

export const oneOffSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  type: z.enum(ONE_OFF_TYPES),
  description: z.string(),
  amount: z.int().min(1),
  currency_code: z.string(),
  status: z.enum(ONE_OFF_STATUSES),
  /** The ledger entry's id (the ledger is read through its tables, not the API). */
  ledger_entry: storedAs(z.uuid().nullable(), 'ledger_entry_id'),
  effective_at: timestamp(),
  updated_at: timestamp(),
});
export type OneOff = z.infer<typeof oneOffSchema>;

const createShape = z.object({
  /** The merchant charged or credited; the root of the caller's scope when left out. */
  organisation: z.uuid().optional(),
  type: z.enum(ONE_OFF_TYPES),
  description: z.string().trim().min(1).max(500),
  amount: amountSchema(),
  currency_code: z.enum(CURRENCIES),
  effective_at: timestamp().optional(),
});
export const createOneOffSchema = createShape;
/** Only a pending one-off changes; cancelling it is `status: CANCELLED` (the server refuses a booked one, 409). */
export const updateOneOffSchema = updateSchemaOf(
  createShape.omit({ organisation: true }).extend({ status: z.literal('CANCELLED') }),
);
