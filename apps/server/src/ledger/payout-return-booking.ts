import type { LedgerEntryDraft } from '@psp/domain';
import type { Executor } from '../platform/resource/executor.js';
import { writeLedgerEntries } from './ledger.repository.js';

/** A payout the bank rejected or returned, as the return booking needs it. */
export interface ReturnedPayout {
  id: string;
  organisation_id: string;
  amount: string | number;
  currency_code: string;
  reference: string;
  /** IN_TRANSIT: rejected before it left (the in-transit money comes back); PAID: returned after it did. */
  status: 'IN_TRANSIT' | 'PAID';
  reason: string;
}

/**
 * The PAYOUT_RETURNED entry (ADR 0019): the payout's amount is the merchant's available balance again,
 * so its next settlement carries it (a line of kind PAYOUT_RETURNED). Rejected while in transit it
 * reverses the PAYOUT entry (in transit → available); returned after the PAYOUT_PAID it is a return from
 * the PSP's bank (bank → available), never a second reversal. One per payout by its key, so a status
 * report imported twice books once.
 */
export function payoutReturnEntry(payout: ReturnedPayout, effectiveAt: string): LedgerEntryDraft {
  const amount = Number(payout.amount);
  return {
    organisation: payout.organisation_id,
    currency_code: payout.currency_code,
    kind: 'PAYOUT_RETURNED',
    source_type: 'payout',
    source_id: payout.id,
    transaction: null,
    description: `${payout.reference} ${payout.reason}`,
    idempotency_key: `payout:${payout.id}:PAYOUT_RETURNED`,
    effective_at: effectiveAt,
    postings: [
      payout.status === 'IN_TRANSIT'
        ? { account: 'payouts_in_transit', holder_id: payout.organisation_id, amount }
        : { account: 'psp_bank', holder_id: null, amount },
      { account: 'merchant_available', holder_id: payout.organisation_id, amount: -amount },
    ],
  };
}

/** Books the returns of payouts; answers how many were new. */
export function bookPayoutReturns(
  trx: Executor,
  payouts: readonly ReturnedPayout[],
  effectiveAt: string,
): Promise<number> {
  return writeLedgerEntries(
    trx,
    payouts.map((payout) => payoutReturnEntry(payout, effectiveAt)),
  );
}
