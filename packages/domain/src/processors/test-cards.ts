import { TRANSACTION_STATUS_REASONS } from '../transactions/status-reasons.js';
import type { PaymentProduct } from './processor.schema.js';

/**
 * What a simulated processor answers. `retryable` outcomes (a processor error) go to the next processor
 * of the failover list; the others are the processor's final word on the authorisation.
 */
export const PROCESSOR_OUTCOMES = [
  'approved',
  'declined',
  'insufficient_funds',
  'expired_card',
  'challenge',
  'processor_error',
  'approved_disputed',
] as const;
export type ProcessorOutcome = (typeof PROCESSOR_OUTCOMES)[number];

interface OutcomeInfo {
  /** The processor authorised the payment (a dispute may still follow). */
  approved: boolean;
  /** Another processor may be tried. */
  retryable: boolean;
  /** The status_reason a refused payment carries. */
  reason: string | null;
}

export const OUTCOME_INFO: Record<ProcessorOutcome, OutcomeInfo> = {
  approved: { approved: true, retryable: false, reason: null },
  approved_disputed: { approved: true, retryable: false, reason: null },
  challenge: { approved: false, retryable: false, reason: null },
  declined: { approved: false, retryable: false, reason: TRANSACTION_STATUS_REASONS.doNotHonour },
  insufficient_funds: {
    approved: false,
    retryable: false,
    reason: TRANSACTION_STATUS_REASONS.insufficientFunds,
  },
  expired_card: { approved: false, retryable: false, reason: TRANSACTION_STATUS_REASONS.cardExpired },
  processor_error: {
    approved: false,
    retryable: true,
    reason: TRANSACTION_STATUS_REASONS.processorUnavailable,
  },
};

/**
 * The test cards every simulated processor knows (documented in the README). Any other number that
 * passes the Luhn check is approved. `challenge` asks for 3-D Secure first and is approved after it.
 */
export const TEST_CARDS = {
  '4242424242424242': 'approved',
  '4111111111111111': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002760003184': 'challenge',
  '4000000000000119': 'processor_error',
  '4000000000000259': 'approved_disputed',
} as const satisfies Record<string, ProcessorOutcome>;

/**
 * Products without a card number decide by the last two digits of the amount in minor units: 01
 * declined, 02 processor error, 03 insufficient funds, 59 approved and disputed later; anything else
 * approved. So 10.01 EUR by iDEAL is declined and 10.00 is paid.
 */
const AMOUNT_OUTCOMES: Record<number, ProcessorOutcome> = {
  1: 'declined',
  2: 'processor_error',
  3: 'insufficient_funds',
  59: 'approved_disputed',
};

/** The outcome a simulated processor gives a payment of this product, card number and amount. */
export function simulatedOutcome(
  product: PaymentProduct,
  payment: { amount: number; cardNumber?: string | undefined },
): ProcessorOutcome {
  if ((product === 'card' || product === 'applepay') && payment.cardNumber) {
    return (TEST_CARDS as Record<string, ProcessorOutcome>)[payment.cardNumber] ?? 'approved';
  }
  return AMOUNT_OUTCOMES[payment.amount % 100] ?? 'approved';
}
