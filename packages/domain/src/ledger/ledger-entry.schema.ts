import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { LEDGER_ACCOUNTS, type LedgerAccount } from './ledger-accounts.js';

/** What a ledger entry records; one balanced movement in one currency each. */
export const LEDGER_ENTRY_KINDS = [
  'PAYMENT',
  'FEE',
  'PROCESSOR_COST',
  'RESERVE_HOLD',
  'RESERVE_RELEASE',
  'PARTNER_SHARE',
  'REFUND',
  'REFUND_FEE',
  'CHARGEBACK',
  'CHARGEBACK_FEE',
  'ONE_OFF',
  'PAYOUT',
  'PAYOUT_PAID',
  'PAYOUT_RETURNED',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The record that produced an entry (a reserve release names its hold: `ledgerentry`). */
export const LEDGER_SOURCE_TYPES = [
  'transaction',
  'refund',
  'chargeback',
  'oneoff',
  'payout',
  'ledgerentry',
] as const;
export type LedgerSourceType = (typeof LEDGER_SOURCE_TYPES)[number];

/** One side of an entry: signed minor units, debit positive, credit negative. */
export const ledgerPostingSchema = z.object({
  account: z.enum(LEDGER_ACCOUNTS),
  /** The merchant, processor or partner organisation whose account it is; null for the provider's own. */
  holder_id: z.uuid().nullable(),
  amount: z.int().refine((value) => value !== 0, { message: 'zeroPosting' }),
});
export type LedgerPosting = z.infer<typeof ledgerPostingSchema>;

/** An entry as the API reads it (read-only resource `ledgerentry`), with its postings. */
export const ledgerEntrySchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  currency_code: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** The absolute amount moved; the postings carry the signs. */
  amount: z.int().min(0),
  source_type: z.enum(LEDGER_SOURCE_TYPES),
  source_id: z.uuid(),
  transaction: ref('transaction').nullable(),
  processor: ref('processor').nullable(),
  payment_product: z.string().nullable(),
  pricing_scheme: ref('pricingscheme').nullable(),
  /** The fee line as it was applied (a later edit of the scheme does not change history). */
  fee_line: z.record(z.string(), z.unknown()).nullable(),
  description: z.string().nullable(),
  idempotency_key: z.string(),
  effective_at: timestamp(),
  release_at: timestamp().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** An entry to write: what the writer hands the ledger repository. */
export interface LedgerEntryDraft {
  organisation: string;
  currency_code: string;
  kind: LedgerEntryKind;
  source_type: LedgerSourceType;
  source_id: string;
  transaction: string | null;
  event_id?: string | null;
  processor?: string | null;
  payment_product?: string | null;
  pricing_scheme?: string | null;
  fee_line?: Record<string, unknown> | null;
  description?: string | null;
  idempotency_key: string;
  effective_at: string;
  release_at?: string | null;
  postings: readonly LedgerPosting[];
}

/** Whether postings balance: at least two, none zero, summing to zero. */
export function isBalanced(postings: readonly { amount: number }[]): boolean {
  return (
    postings.length >= 2 &&
    postings.every((posting) => posting.amount !== 0) &&
    postings.reduce((sum, posting) => sum + posting.amount, 0) === 0
  );
}

/** The absolute amount an entry moves: the sum of its debits. */
export function entryAmountOf(postings: readonly { amount: number }[]): number {
  return postings.reduce((sum, posting) => sum + Math.max(posting.amount, 0), 0);
}

/** A debit of `amount` to `debit` and a credit to `credit`: the two-posting entry most movements are. */
export function transfer(
  amount: number,
  debit: { account: LedgerAccount; holder_id: string | null },
  credit: { account: LedgerAccount; holder_id: string | null },
): LedgerPosting[] {
  return [
    { ...debit, amount },
    { ...credit, amount: -amount },
  ];
}
