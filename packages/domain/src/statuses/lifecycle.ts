import type { StatusOf, TransactionStatus } from './status-catalogue.js';

export type RefundStatus = StatusOf<'refund'>;
export type ChargebackStatus = StatusOf<'chargeback'>;
export type PaymentLinkStatus = StatusOf<'payment_link'>;
export type CardAddLinkStatus = StatusOf<'card_add_link'>;
export type SubscriptionStatus = StatusOf<'subscription'>;

/**
 * Where a transaction is in its life. Every status of the catalogue (002 §4) belongs to one stage;
 * processors report many spellings of the same stage (SETTLED, PAID, SETTLEMENT_COMPLETED), and the
 * rules below are written once per stage.
 */
export const TRANSACTION_STAGES = [
  'created',
  'awaiting_customer',
  'authorised',
  'capturing',
  'settled',
  'refused',
  'abandoned',
  'voided',
  'settlement_failed',
  'disputed',
  'unknown',
] as const;
export type TransactionStage = (typeof TRANSACTION_STAGES)[number];

export const TRANSACTION_STAGE: Record<TransactionStatus, TransactionStage> = {
  INITIATED: 'created',
  IN_PROGRESS: 'created',
  PENDING: 'awaiting_customer',
  OPEN: 'awaiting_customer',
  SUBMITTED: 'awaiting_customer',
  AUTHORIZED: 'authorised',
  REAUTHORIZED: 'authorised',
  SETTLEMENT_REQUESTED: 'capturing',
  SENT_FOR_SETTLEMENT: 'capturing',
  SETTLING: 'capturing',
  SETTLEMENT_COMPLETED: 'settled',
  SETTLEMENT_EXTERNALLY: 'settled',
  SETTLED: 'settled',
  PAID: 'settled',
  DECLINED: 'refused',
  PROCESSOR_DECLINED: 'refused',
  GATEWAY_REJECTED: 'refused',
  FAILED: 'refused',
  CANCELLED: 'abandoned',
  EXPIRED: 'abandoned',
  ABANDONED: 'abandoned',
  AUTHORIZATION_VOIDED: 'voided',
  VOIDED: 'voided',
  AUTHORIZATION_EXPIRED: 'voided',
  SETTLEMENT_FAILED: 'settlement_failed',
  SETTLEMENT_DECLINED: 'settlement_failed',
  SETTLEMENT_CANCELLED: 'settlement_failed',
  CHARGEBACK: 'disputed',
  UNKNOWN: 'unknown',
};

/**
 * The stages each stage may move on to. A card payment is authorised, captured (capturing) and settled;
 * a redirect payment (iDEAL, PayPal) waits for the customer and is paid at once. A settled payment can
 * still be disputed; refunds are their own records and leave the payment settled. UNKNOWN (no final word
 * from the processor) takes a late final status. Stages without successors are final.
 */
const NEXT_STAGES: Record<TransactionStage, readonly TransactionStage[]> = {
  created: ['awaiting_customer', 'authorised', 'settled', 'refused', 'abandoned', 'unknown'],
  awaiting_customer: ['authorised', 'settled', 'refused', 'abandoned', 'unknown'],
  authorised: ['authorised', 'capturing', 'voided'],
  capturing: ['capturing', 'settled', 'settlement_failed'],
  settled: ['disputed'],
  unknown: ['settled', 'refused', 'abandoned'],
  refused: [],
  abandoned: [],
  voided: [],
  settlement_failed: [],
  disputed: [],
};

/**
 * The statuses this product gives a payment itself (the engine, the capture, void and status commands and
 * the lifecycle jobs): the catalogue's other spellings reach a payment only from a processor's status
 * update. What a merchant's webhook endpoint will really see, so the test send offers these.
 */
export const PRODUCT_TRANSACTION_STATUSES = [
  'INITIATED',
  'PENDING',
  'AUTHORIZED',
  'SETTLEMENT_REQUESTED',
  'SETTLEMENT_COMPLETED',
  'DECLINED',
  'FAILED',
  'CANCELLED',
  'AUTHORIZATION_VOIDED',
  'AUTHORIZATION_EXPIRED',
  'CHARGEBACK',
] as const satisfies readonly TransactionStatus[];

const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  PENDING: ['PROCESSED', 'FAILED', 'CANCELLED', 'HOLD', 'UNKNOWN'],
  HOLD: ['PENDING', 'CANCELLED'],
  UNKNOWN: ['PROCESSED', 'FAILED'],
  PROCESSED: [],
  FAILED: [],
  CANCELLED: [],
};

/** A dispute opens, may be fought (in dispute), and ends won or lost; the cardholder may withdraw it. */
const CHARGEBACK_TRANSITIONS: Record<ChargebackStatus, readonly ChargebackStatus[]> = {
  OPEN: ['IN_DISPUTE', 'LOST', 'CANCELLED'],
  IN_DISPUTE: ['WON', 'LOST', 'CANCELLED'],
  WON: [],
  LOST: [],
  CANCELLED: [],
};

/**
 * A link is opened by its customer (INITIATED), used (DONE: paid, or the card stored) or runs out
 * (EXPIRED); the merchant may cancel a card-add link while it is open. Deactivating a payment link is
 * not a status: it keeps its status and stops taking payments (`active`).
 */
const PAYMENT_LINK_TRANSITIONS: Record<PaymentLinkStatus, readonly PaymentLinkStatus[]> = {
  CREATED: ['INITIATED', 'DONE', 'EXPIRED'],
  INITIATED: ['DONE', 'EXPIRED'],
  DONE: [],
  EXPIRED: [],
};
const CARD_ADD_LINK_TRANSITIONS: Record<CardAddLinkStatus, readonly CardAddLinkStatus[]> = {
  CREATED: ['INITIATED', 'DONE', 'EXPIRED', 'CANCELLED'],
  INITIATED: ['DONE', 'EXPIRED', 'CANCELLED'],
  DONE: [],
  EXPIRED: [],
  CANCELLED: [],
};

/**
 * A subscription waits for its first payment (CREATED), is paid up (ACTIVE), owes a cycle it could not
 * charge (PAST_DUE, retried), lapsed unpaid after the retry window (EXPIRED, which the customer can
 * still take up through the subscription link), or ends: by the merchant (CANCELLED) or after its last
 * cycle (COMPLETED). A subscription of one cycle completes with its first payment.
 */
const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  CREATED: ['ACTIVE', 'PAST_DUE', 'COMPLETED', 'CANCELLED'],
  ACTIVE: ['PAST_DUE', 'COMPLETED', 'CANCELLED'],
  PAST_DUE: ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'],
  EXPIRED: ['ACTIVE', 'COMPLETED', 'CANCELLED'],
  CANCELLED: [],
  COMPLETED: [],
};

export type LifecycleFamily =
  | 'transaction'
  | 'refund'
  | 'chargeback'
  | 'payment_link'
  | 'card_add_link'
  | 'subscription';
type StatusIn<F extends LifecycleFamily> = F extends 'transaction'
  ? TransactionStatus
  : F extends 'refund'
    ? RefundStatus
    : F extends 'chargeback'
      ? ChargebackStatus
      : F extends 'payment_link'
        ? PaymentLinkStatus
        : F extends 'card_add_link'
          ? CardAddLinkStatus
          : SubscriptionStatus;

function nextStatuses(family: LifecycleFamily, from: string): readonly string[] {
  switch (family) {
    case 'transaction': {
      const stage = TRANSACTION_STAGE[from as TransactionStatus];
      if (!stage) return [];
      const next = NEXT_STAGES[stage];
      return (Object.keys(TRANSACTION_STAGE) as TransactionStatus[]).filter(
        (status) => status !== from && next.includes(TRANSACTION_STAGE[status]),
      );
    }
    case 'refund':
      return REFUND_TRANSITIONS[from as RefundStatus] ?? [];
    case 'chargeback':
      return CHARGEBACK_TRANSITIONS[from as ChargebackStatus] ?? [];
    case 'payment_link':
      return PAYMENT_LINK_TRANSITIONS[from as PaymentLinkStatus] ?? [];
    case 'card_add_link':
      return CARD_ADD_LINK_TRANSITIONS[from as CardAddLinkStatus] ?? [];
    case 'subscription':
      return SUBSCRIPTION_TRANSITIONS[from as SubscriptionStatus] ?? [];
  }
}

/** Whether a record of the family may move from one status to another (never to itself). */
export function canTransition<F extends LifecycleFamily>(
  family: F,
  from: StatusIn<F>,
  to: StatusIn<F>,
): boolean {
  return nextStatuses(family, from).includes(to);
}

/** The statuses a record may move to next, for status updates by an operator. */
export function allowedTransitions<F extends LifecycleFamily>(family: F, from: StatusIn<F>): StatusIn<F>[] {
  return nextStatuses(family, from) as StatusIn<F>[];
}

/** A status nothing follows. */
export function isFinal<F extends LifecycleFamily>(family: F, status: StatusIn<F>): boolean {
  return nextStatuses(family, status).length === 0;
}

/** An authorisation that can be captured, in full or in part. */
export function isCapturable(status: TransactionStatus): boolean {
  return TRANSACTION_STAGE[status] === 'authorised';
}

/** An authorisation that can be released without moving money. */
export function isVoidable(status: TransactionStatus): boolean {
  return TRANSACTION_STAGE[status] === 'authorised';
}

/** Money that was taken and can be given back: captured or settled, and not disputed. */
export function isRefundable(status: TransactionStatus): boolean {
  const stage = TRANSACTION_STAGE[status];
  return stage === 'capturing' || stage === 'settled';
}

/** Refund statuses that hold part of the payment's amount: all but the failed and cancelled ones. */
export function refundCountsAgainstAmount(status: RefundStatus): boolean {
  return status !== 'FAILED' && status !== 'CANCELLED';
}
