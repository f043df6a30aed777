import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';

/** The kinds of settlement lines: the ledger entry kinds that move a merchant's available balance. */
export const SETTLEMENT_LINE_KINDS = [
  'PAYMENT',
  'FEE',
  'RESERVE_HOLD',
  'RESERVE_RELEASE',
  'REFUND',
  'REFUND_FEE',
  'CHARGEBACK',
  'CHARGEBACK_FEE',
  'ONE_OFF',
  'CARRIED_OVER',
  /** A payout the bank returned (ADR 0019): its amount is the merchant's again. */
  'PAYOUT_RETURNED',
] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

/**
 * One line of a settlement: it explains one ledger entry (its effect on the merchant's available
 * balance, signed: a payment positive, a fee negative), or carries over an earlier settlement's amount.
 * The lines of a settlement sum to its amount.
 */
export const settlementLineSchema = z.object({
  ...entityFields,
  settlement: ref('settlement'),
  organisation: ref('organisation'),
  kind: z.enum(SETTLEMENT_LINE_KINDS),
  /** The ledger entry's id (the ledger is read through its tables, not the API). */
  ledger_entry: storedAs(z.uuid().nullable(), 'ledger_entry_id'),
  carried_settlement: ref('settlement').nullable(),
  transaction: ref('transaction').nullable(),
  amount: z.int(),
  currency_code: z.string(),
  effective_at: timestamp(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;
