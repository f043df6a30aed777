import type { CardBrand } from '../cards/card.js';
import { calculateFee, type FeeSubject } from '../pricing/calculate-fees.js';
import type { FeeEvent, FeeLine, FeeRegion } from '../pricing/pricing-scheme.schema.js';
import {
  type LedgerEntryDraft,
  type LedgerEntryKind,
  type LedgerSourceType,
  transfer,
} from './ledger-entry.schema.js';

const DAY_MS = 86_400_000;

/** A scheme as the booking reads it. */
export interface SchemeForBooking {
  id: string;
  fees: readonly FeeLine[];
}

/**
 * What a merchant is priced by when money moves: its package's revenue, reserve and partner schemes
 * and the cost scheme of the processor's gateway; each may be missing (then nothing is booked for it).
 */
export interface PricingForBooking {
  revenue: SchemeForBooking | null;
  reserve: (SchemeForBooking & { reserve_days: number }) | null;
  partner: (SchemeForBooking & { partner_id: string }) | null;
  cost: SchemeForBooking | null;
}

/** The payment a movement is about, with the facts pricing looks at. */
export interface PaymentForBooking {
  id: string;
  organisation: string;
  amount: number;
  currency_code: string;
  payment_product: string;
  processor: string | null;
  card_brand: CardBrand | null;
  region: FeeRegion;
}

/** What caused the movement: the event (when one did) and when the money moved. */
export interface BookingCause {
  event_id: string | null;
  effective_at: string;
}

const merchantAvailable = (merchant: string) => ({
  account: 'merchant_available' as const,
  holder_id: merchant,
});
const processorReceivable = (processor: string | null) => ({
  account: 'processor_receivable' as const,
  holder_id: processor,
});

function subjectOf(payment: PaymentForBooking, event: FeeEvent, amount: number): FeeSubject {
  return {
    event,
    amount,
    currency_code: payment.currency_code,
    payment_product: payment.payment_product,
    card_brand: payment.card_brand,
    region: payment.region,
  };
}

function base(
  payment: PaymentForBooking,
  cause: BookingCause,
  kind: LedgerEntryKind,
  source: { type: LedgerSourceType; id: string },
): Omit<LedgerEntryDraft, 'postings'> {
  return {
    organisation: payment.organisation,
    currency_code: payment.currency_code,
    kind,
    source_type: source.type,
    source_id: source.id,
    transaction: payment.id,
    event_id: cause.event_id,
    processor: payment.processor,
    payment_product: payment.payment_product,
    idempotency_key: `${source.type}:${source.id}:${kind}`,
    effective_at: cause.effective_at,
  };
}

/** A fee entry of a scheme on a subject, or none when the scheme charges nothing for it. */
function feeEntry(
  payment: PaymentForBooking,
  cause: BookingCause,
  kind: 'FEE' | 'REFUND_FEE' | 'CHARGEBACK_FEE',
  source: { type: LedgerSourceType; id: string },
  scheme: SchemeForBooking | null,
  subject: FeeSubject,
): LedgerEntryDraft | null {
  const fee = scheme && calculateFee(scheme, subject);
  if (!fee) return null;
  return {
    ...base(payment, cause, kind, source),
    pricing_scheme: fee.scheme_id,
    fee_line: { ...fee.line, percentage_amount: fee.percentage_amount, bounded_by: fee.bounded_by },
    postings: transfer(fee.amount, merchantAvailable(payment.organisation), {
      account: 'psp_revenue',
      holder_id: null,
    }),
  };
}

/**
 * The entries of a settled payment (ADR 0015): the payment itself (the processor owes it, the merchant
 * is owed it), the PSP's fee, the processor's cost, the reserve held until `reserve_days` later, and the
 * partner's share of the revenue (never more than the fee it is a share of).
 */
export function settledPaymentEntries(
  payment: PaymentForBooking,
  pricing: PricingForBooking,
  cause: BookingCause,
): LedgerEntryDraft[] {
  const source = { type: 'transaction' as const, id: payment.id };
  const subject = subjectOf(payment, 'payment', payment.amount);
  const entries: LedgerEntryDraft[] = [];
  if (payment.amount > 0) {
    entries.push({
      ...base(payment, cause, 'PAYMENT', source),
      postings: transfer(
        payment.amount,
        processorReceivable(payment.processor),
        merchantAvailable(payment.organisation),
      ),
    });
  }
  const fee = feeEntry(payment, cause, 'FEE', source, pricing.revenue, subject);
  if (fee) entries.push(fee);

  const cost = pricing.cost && calculateFee(pricing.cost, subject);
  if (cost) {
    entries.push({
      ...base(payment, cause, 'PROCESSOR_COST', source),
      pricing_scheme: cost.scheme_id,
      fee_line: { ...cost.line, percentage_amount: cost.percentage_amount, bounded_by: cost.bounded_by },
      postings: transfer(
        cost.amount,
        { account: 'processor_cost', holder_id: payment.processor },
        processorReceivable(payment.processor),
      ),
    });
  }

  const reserve = pricing.reserve && calculateFee(pricing.reserve, subject);
  if (reserve && pricing.reserve) {
    entries.push({
      ...base(payment, cause, 'RESERVE_HOLD', source),
      pricing_scheme: reserve.scheme_id,
      fee_line: {
        ...reserve.line,
        percentage_amount: reserve.percentage_amount,
        bounded_by: reserve.bounded_by,
      },
      release_at: new Date(
        Date.parse(cause.effective_at) + pricing.reserve.reserve_days * DAY_MS,
      ).toISOString(),
      postings: transfer(reserve.amount, merchantAvailable(payment.organisation), {
        account: 'merchant_reserve',
        holder_id: payment.organisation,
      }),
    });
  }

  const share = pricing.partner && calculateFee(pricing.partner, subject);
  const shareAmount = Math.min(share?.amount ?? 0, fee ? Math.abs(fee.postings[1]!.amount) : 0);
  if (share && pricing.partner && shareAmount > 0) {
    entries.push({
      ...base(payment, cause, 'PARTNER_SHARE', source),
      pricing_scheme: share.scheme_id,
      fee_line: { ...share.line, percentage_amount: share.percentage_amount, bounded_by: share.bounded_by },
      postings: transfer(
        shareAmount,
        { account: 'partner_commission', holder_id: pricing.partner.partner_id },
        { account: 'partner_payable', holder_id: pricing.partner.partner_id },
      ),
    });
  }
  return entries;
}

/** A processed refund: the merchant gives the amount back through the processor, plus any refund fee. */
export function processedRefundEntries(
  payment: PaymentForBooking,
  refund: { id: string; amount: number },
  pricing: PricingForBooking,
  cause: BookingCause,
): LedgerEntryDraft[] {
  const source = { type: 'refund' as const, id: refund.id };
  const entries: LedgerEntryDraft[] = [
    {
      ...base(payment, cause, 'REFUND', source),
      postings: transfer(
        refund.amount,
        merchantAvailable(payment.organisation),
        processorReceivable(payment.processor),
      ),
    },
  ];
  const fee = feeEntry(
    payment,
    cause,
    'REFUND_FEE',
    source,
    pricing.revenue,
    subjectOf(payment, 'refund', refund.amount),
  );
  if (fee) entries.push(fee);
  return entries;
}

/** A lost chargeback: the processor takes the amount back from the PSP, the merchant bears it, plus the fee. */
export function lostChargebackEntries(
  payment: PaymentForBooking,
  chargeback: { id: string; amount: number },
  pricing: PricingForBooking,
  cause: BookingCause,
): LedgerEntryDraft[] {
  const source = { type: 'chargeback' as const, id: chargeback.id };
  const entries: LedgerEntryDraft[] = [
    {
      ...base(payment, cause, 'CHARGEBACK', source),
      postings: transfer(
        chargeback.amount,
        merchantAvailable(payment.organisation),
        processorReceivable(payment.processor),
      ),
    },
  ];
  const fee = feeEntry(
    payment,
    cause,
    'CHARGEBACK_FEE',
    source,
    pricing.revenue,
    subjectOf(payment, 'chargeback', chargeback.amount),
  );
  if (fee) entries.push(fee);
  return entries;
}

/** A one-off: a charge moves money from the merchant to the PSP's revenue, a credit the other way. */
export function oneOffEntry(oneOff: {
  id: string;
  organisation: string;
  type: 'CHARGE' | 'CREDIT';
  amount: number;
  currency_code: string;
  description: string;
  effective_at: string;
}): LedgerEntryDraft {
  const merchant = merchantAvailable(oneOff.organisation);
  const revenue = { account: 'psp_revenue' as const, holder_id: null };
  return {
    organisation: oneOff.organisation,
    currency_code: oneOff.currency_code,
    kind: 'ONE_OFF',
    source_type: 'oneoff',
    source_id: oneOff.id,
    transaction: null,
    description: oneOff.description,
    idempotency_key: `oneoff:${oneOff.id}:ONE_OFF`,
    effective_at: oneOff.effective_at,
    postings:
      oneOff.type === 'CHARGE'
        ? transfer(oneOff.amount, merchant, revenue)
        : transfer(oneOff.amount, revenue, merchant),
  };
}
