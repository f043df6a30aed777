import { describe, expect, it } from 'vitest';
import type { FeeLine } from '../pricing/pricing-scheme.schema.js';
import {
  lostChargebackEntries,
  oneOffEntry,
  type PaymentForBooking,
  type PricingForBooking,
  processedRefundEntries,
  settledPaymentEntries,
} from './book-movements.js';
import { ledgerBalances } from './ledger-balances.js';
import { isBalanced, type LedgerEntryDraft } from './ledger-entry.schema.js';

/** A small seeded generator (mulberry32), so a failing history can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

function feeLine(overrides: Partial<FeeLine>): FeeLine {
  return {
    event: 'payment',
    payment_product: 'card',
    card_brand: null,
    region: null,
    currency_code: 'EUR',
    fixed: 0,
    percentage: 0,
    minimum: null,
    maximum: null,
    ...overrides,
  };
}

const MERCHANT = '00000000-0000-4000-8000-000000000001';
const PROCESSOR = '00000000-0000-4000-8000-000000000002';
const PARTNER = '00000000-0000-4000-8000-000000000003';
const cause = { event_id: null, effective_at: '2026-11-02T10:00:00.000Z' };

function payment(amount: number, overrides: Partial<PaymentForBooking> = {}): PaymentForBooking {
  return {
    id: `00000000-0000-4000-9000-${String(amount).padStart(12, '0')}`,
    organisation: MERCHANT,
    amount,
    currency_code: 'EUR',
    payment_product: 'card',
    processor: PROCESSOR,
    card_brand: 'visa',
    region: 'domestic',
    ...overrides,
  };
}

const pricing: PricingForBooking = {
  revenue: {
    id: 'revenue',
    fees: [
      feeLine({ fixed: 10, percentage: 140 }),
      feeLine({ event: 'refund', fixed: 25 }),
      feeLine({ event: 'chargeback', fixed: 1_500 }),
    ],
  },
  reserve: { id: 'reserve', reserve_days: 90, fees: [feeLine({ percentage: 500 })] },
  partner: { id: 'partner', partner_id: PARTNER, fees: [feeLine({ percentage: 25 })] },
  cost: { id: 'cost', fees: [feeLine({ fixed: 2, percentage: 30 })] },
};

function amountOf(entries: LedgerEntryDraft[], kind: string): number | undefined {
  const entry = entries.find((candidate) => candidate.kind === kind);
  return entry?.postings.reduce((sum, posting) => sum + Math.max(posting.amount, 0), 0);
}

describe('settledPaymentEntries', () => {
  it('books the payment, fee, cost, reserve and partner share of a 100.00 card payment', () => {
    const entries = settledPaymentEntries(payment(10_000), pricing, cause);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'PAYMENT',
      'FEE',
      'PROCESSOR_COST',
      'RESERVE_HOLD',
      'PARTNER_SHARE',
    ]);
    expect(amountOf(entries, 'PAYMENT')).toBe(10_000);
    expect(amountOf(entries, 'FEE')).toBe(150);
    expect(amountOf(entries, 'PROCESSOR_COST')).toBe(32);
    expect(amountOf(entries, 'RESERVE_HOLD')).toBe(500);
    expect(amountOf(entries, 'PARTNER_SHARE')).toBe(25);
    expect(entries.find((entry) => entry.kind === 'RESERVE_HOLD')?.release_at).toBe(
      '2027-01-31T10:00:00.000Z',
    );
    expect(entries.find((entry) => entry.kind === 'FEE')?.fee_line).toMatchObject({
      fixed: 10,
      percentage: 140,
    });
    expect(new Set(entries.map((entry) => entry.idempotency_key)).size).toBe(entries.length);
  });

  it('books only the payment when the merchant has no pricing', () => {
    const none = { revenue: null, reserve: null, partner: null, cost: null };
    expect(settledPaymentEntries(payment(10_000), none, cause).map((entry) => entry.kind)).toEqual([
      'PAYMENT',
    ]);
  });

  it('never gives a partner more than the fee it shares', () => {
    const generous = {
      ...pricing,
      partner: { id: 'p', partner_id: PARTNER, fees: [feeLine({ fixed: 999 })] },
    };
    expect(amountOf(settledPaymentEntries(payment(10_000), generous, cause), 'PARTNER_SHARE')).toBe(150);
  });
});

/**
 * The ledger invariant as a property: for any history of settled payments, processed refunds, lost
 * chargebacks and one-offs, every entry balances, and the merchant's available plus reserve balance is
 * its settled payments less fees, refunds and chargebacks, plus credits and less charges.
 */
describe('the ledger invariant over generated payment histories', () => {
  it.each(Array.from({ length: 200 }, (_, index) => index + 1))('history %i', (seed) => {
    const random = generator(seed);
    const entries: LedgerEntryDraft[] = [];
    let expected = 0;
    let fees = 0;
    const payments = random.int(1, 30);
    for (let index = 0; index < payments; index += 1) {
      const settled = payment(random.int(1, 500_000), {
        id: `00000000-0000-4000-a000-${String(seed * 1_000 + index).padStart(12, '0')}`,
        card_brand: random.pick(['visa', 'mastercard', 'amex', null] as const),
        region: random.pick(['domestic', 'eea', 'international'] as const),
      });
      const booked = settledPaymentEntries(settled, pricing, cause);
      entries.push(...booked);
      expected += settled.amount;
      fees += amountOf(booked, 'FEE') ?? 0;
      let refundable = settled.amount;
      while (refundable > 0 && random.next() < 0.3) {
        const amount = random.int(1, refundable);
        refundable -= amount;
        const refund = processedRefundEntries(
          settled,
          { id: `${settled.id}-r${refundable}`, amount },
          pricing,
          cause,
        );
        entries.push(...refund);
        expected -= amount;
        fees += amountOf(refund, 'REFUND_FEE') ?? 0;
      }
      if (random.next() < 0.1) {
        const lost = lostChargebackEntries(
          settled,
          { id: `${settled.id}-cb`, amount: settled.amount },
          pricing,
          cause,
        );
        entries.push(...lost);
        expected -= settled.amount;
        fees += amountOf(lost, 'CHARGEBACK_FEE') ?? 0;
      }
    }
    if (random.next() < 0.5) {
      const type = random.pick(['CHARGE', 'CREDIT'] as const);
      const amount = random.int(1, 10_000);
      entries.push(
        oneOffEntry({
          id: `one-off-${seed}`,
          organisation: MERCHANT,
          type,
          amount,
          currency_code: 'EUR',
          description: 'adjustment',
          effective_at: cause.effective_at,
        }),
      );
      expected += type === 'CREDIT' ? amount : -amount;
    }

    for (const entry of entries) expect(isBalanced(entry.postings), entry.idempotency_key).toBe(true);
    const balances = ledgerBalances(entries);
    const available = balances.get(`merchant_available|${MERCHANT}|EUR`) ?? 0;
    const reserve = balances.get(`merchant_reserve|${MERCHANT}|EUR`) ?? 0;
    expect(available + reserve).toBe(expected - fees);
  });
});
