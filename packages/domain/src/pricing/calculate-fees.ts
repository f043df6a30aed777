import type { CardBrand } from '../cards/card.js';
import type { FeeEvent, FeeLine, FeeRegion } from './pricing-scheme.schema.js';

/** The countries of the European Economic Area (ISO 3166 alpha-2). */
const EEA = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

/**
 * The region of a payment seen from the merchant: its own country, elsewhere in the EEA, or beyond.
 * An unknown country counts as international, the dearest rate, as acquirers charge it.
 */
export function feeRegionOf(merchantCountry: string, paymentCountry: string | null): FeeRegion {
  if (!paymentCountry) return 'international';
  if (paymentCountry === merchantCountry) return 'domestic';
  return EEA.has(merchantCountry) && EEA.has(paymentCountry) ? 'eea' : 'international';
}

/** What a fee is charged on. */
export interface FeeSubject {
  event: FeeEvent;
  /** The payment's, refund's or chargeback's amount in minor units. */
  amount: number;
  currency_code: string;
  payment_product: string;
  card_brand: CardBrand | null;
  region: FeeRegion;
}

/** One fee as charged: the scheme line that produced it and how its amount was made. */
export interface CalculatedFee {
  scheme_id: string;
  line: FeeLine;
  /** fixed + percentage part, bounded by the line's minimum and maximum; minor units. */
  amount: number;
  percentage_amount: number;
  /** Which bound set the amount, if any. */
  bounded_by: 'minimum' | 'maximum' | null;
}

/**
 * The part `basisPoints` of `amount`, rounded half up to a whole minor unit (half away from zero: the
 * amounts are never negative). Integer arithmetic only, in BigInt where the product leaves the safe range.
 */
export function basisPointsOf(amount: number, basisPoints: number): number {
  const product = amount * basisPoints;
  if (Number.isSafeInteger(product)) return Math.floor((product + 5_000) / 10_000);
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** How well a line fits: a line naming the brand beats one naming the region beats one naming neither. */
function specificity(line: FeeLine, subject: FeeSubject): number {
  if (line.event !== subject.event) return -1;
  if (line.payment_product !== subject.payment_product) return -1;
  if (line.currency_code !== subject.currency_code) return -1;
  if (line.card_brand !== null && line.card_brand !== subject.card_brand) return -1;
  if (line.region !== null && line.region !== subject.region) return -1;
  return (line.card_brand === null ? 0 : 2) + (line.region === null ? 0 : 1);
}

/** The most specific line of a scheme that applies to the subject; none when no line does. */
export function matchFeeLine(lines: readonly FeeLine[], subject: FeeSubject): FeeLine | null {
  let best: FeeLine | null = null;
  let bestScore = -1;
  for (const line of lines) {
    const score = specificity(line, subject);
    if (score > bestScore) {
      best = line;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The fee of one scheme on one subject (ADR 0015): the most specific matching line's fixed part plus
 * its percentage of the amount (basis points, rounded half up to a minor unit), then raised to the
 * minimum and lowered to the maximum. No matching line, or a fee of zero: no fee (null).
 */
export function calculateFee(
  scheme: { id: string; fees: readonly FeeLine[] },
  subject: FeeSubject,
): CalculatedFee | null {
  const line = matchFeeLine(scheme.fees, subject);
  if (!line) return null;
  const percentageAmount = basisPointsOf(subject.amount, line.percentage);
  let amount = line.fixed + percentageAmount;
  let boundedBy: CalculatedFee['bounded_by'] = null;
  if (line.minimum !== null && amount < line.minimum) {
    amount = line.minimum;
    boundedBy = 'minimum';
  }
  if (line.maximum !== null && amount > line.maximum) {
    amount = line.maximum;
    boundedBy = 'maximum';
  }
  if (amount === 0) return null;
  return { scheme_id: scheme.id, line, amount, percentage_amount: percentageAmount, bounded_by: boundedBy };
}
