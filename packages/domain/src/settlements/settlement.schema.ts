import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';

/**
 * PENDING: its payout is on the way; PAID_OUT: the bank confirmed it; CARRIED_OVER: below the
 * profile's minimum or negative, so nothing was paid and its amount opens the next settlement of the
 * merchant and currency; FAILED: the payout came back and its amount is available again.
 */
export const SETTLEMENT_STATUSES = ['PENDING', 'PAID_OUT', 'CARRIED_OVER', 'FAILED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const settlementSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  /** A payment profile of the merchant in the settlement's currency (the payout card reads its currency). */
  payment_profile: ref('paymentprofile').nullable(),
  settlement_profile: ref('settlementprofile').nullable(),
  /** The run that made it (settlement_runs; read through its table). */
  settlement_run: storedAs(z.uuid().nullable(), 'settlement_run_id'),
  bank_account: ref('bankaccount').nullable(),
  /** The bank transfer's reference. */
  reference: z.string().nullable(),
  /** Net payout in minor units: the sum of its lines; negative when refunds and fees exceed sales. */
  amount: z.int(),
  currency_code: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** Totals of its lines by kind, signed as their effect on the merchant (fees negative). */
  gross_amount: z.int(),
  fee_amount: z.int(),
  refund_amount: z.int(),
  chargeback_amount: z.int(),
  reserve_amount: z.int(),
  one_off_amount: z.int(),
  carried_over_amount: z.int(),
  line_count: z.int(),
  period_start: timestamp(),
  period_end: timestamp(),
  /** When the payout is expected on the merchant's account; null when carried over. */
  payout_date: z.iso.date().nullable(),
  paid_out_at: timestamp().nullable(),
  /** FAILED: the bank's reason code for the returned payout (ISO 20022, e.g. AC04 closed account). */
  failure_reason: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;
