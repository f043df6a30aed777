import { type RefundStatus, refundCountsAgainstAmount } from '../statuses/lifecycle.js';

/**
 * What is left to refund of a payment, in its minor units: the captured amount less the refunds that
 * count against it (all but failed and cancelled ones). The refund command refuses more; the refund form
 * prefills it.
 */
export function availableToRefund(
  capturedAmount: number,
  refunds: readonly { amount: number; status: RefundStatus }[],
): number {
  const held = refunds
    .filter((refund) => refundCountsAgainstAmount(refund.status))
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, capturedAmount - held);
}

/** A payment some of whose captured amount, but not all, its refunds hold: marked in the lists (issue 29). */
export function isPartiallyRefunded(payment: { captured_amount: number; refunded_amount: number }): boolean {
  return payment.refunded_amount > 0 && payment.refunded_amount < payment.captured_amount;
}
