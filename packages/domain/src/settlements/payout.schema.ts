import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';

/** IN_TRANSIT: sent to the bank; PAID: the bank confirmed it; FAILED: it came back (e.g. closed account). */
export const PAYOUT_STATUSES = ['IN_TRANSIT', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The money sent to a merchant's bank account for one settlement. */
export const payoutSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  settlement: ref('settlement'),
  bank_account: ref('bankaccount'),
  amount: z.int().min(1),
  currency_code: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string(),
  /** The PAYOUT entry that moved the money (the ledger is read through its tables, not the API). */
  ledger_entry: storedAs(z.uuid(), 'ledger_entry_id'),
  expected_at: z.iso.date(),
  paid_at: timestamp().nullable(),
  failure_reason: z.string().nullable(),
  updated_at: timestamp(),
});
export type Payout = z.infer<typeof payoutSchema>;
