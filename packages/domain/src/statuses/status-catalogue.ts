/**
 * Status families of 001 §4 and the catalogue of 002 §4, each status with a tone. The tone decides the
 * colour of a status tag everywhere; values are the upper-case strings the API carries.
 */
export const STATUS_TONES = ['success', 'progress', 'pending', 'failure', 'neutral', 'dispute'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** Mantine colour per tone; the only place a status colour is chosen. */
export const TONE_COLOURS: Record<StatusTone, string> = {
  success: 'green',
  progress: 'teal',
  pending: 'blue',
  failure: 'red',
  neutral: 'gray',
  dispute: 'violet',
};

const TRANSACTION_TONES = {
  SETTLEMENT_COMPLETED: 'success',
  SETTLEMENT_EXTERNALLY: 'success',
  PAID: 'success',
  SETTLED: 'success',
  SETTLEMENT_REQUESTED: 'progress',
  SETTLING: 'progress',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  DECLINED: 'failure',
  AUTHORIZATION_EXPIRED: 'neutral',
  PROCESSOR_DECLINED: 'failure',
  GATEWAY_REJECTED: 'failure',
  FAILED: 'failure',
  SETTLEMENT_CANCELLED: 'neutral',
  SETTLEMENT_FAILED: 'failure',
  SETTLEMENT_DECLINED: 'failure',
  IN_PROGRESS: 'pending',
  INITIATED: 'pending',
  PENDING: 'pending',
  OPEN: 'pending',
  SUBMITTED: 'pending',
  SENT_FOR_SETTLEMENT: 'progress',
  AUTHORIZED: 'progress',
  REAUTHORIZED: 'progress',
  CHARGEBACK: 'dispute',
  VOIDED: 'neutral',
  AUTHORIZATION_VOIDED: 'neutral',
  ABANDONED: 'neutral',
  UNKNOWN: 'neutral',
} as const satisfies Record<string, StatusTone>;

const REFUND_TONES = {
  PROCESSED: 'success',
  CANCELLED: 'neutral',
  PENDING: 'pending',
  FAILED: 'failure',
  UNKNOWN: 'neutral',
  HOLD: 'dispute',
} as const satisfies Record<string, StatusTone>;

const CHARGEBACK_TONES = {
  OPEN: 'pending',
  IN_DISPUTE: 'dispute',
  WON: 'success',
  LOST: 'failure',
  CANCELLED: 'neutral',
} as const satisfies Record<string, StatusTone>;

const SUBSCRIPTION_TONES = {
  CREATED: 'pending',
  ACTIVE: 'success',
  PAST_DUE: 'failure',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
  COMPLETED: 'progress',
} as const satisfies Record<string, StatusTone>;
const CARD_ADD_LINK_TONES = {
  CREATED: 'pending',
  INITIATED: 'progress',
  DONE: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
} as const satisfies Record<string, StatusTone>;

export const STATUS_FAMILIES = {
  transaction: TRANSACTION_TONES,

  refund: REFUND_TONES,

  chargeback: CHARGEBACK_TONES,

  scheduled_transaction: { CREATED: 'pending', FAILED: 'failure', DONE: 'success' },
  customer: {
    AUTO_UNVERIFIED: 'neutral',
    UNVERIFIED: 'failure',
    AUTO_VERIFIED: 'progress',
    VERIFIED: 'success',
    UNKNOWN: 'neutral',
  },
  payment_link: { CREATED: 'pending', INITIATED: 'progress', DONE: 'success', EXPIRED: 'neutral' },
  subscription: SUBSCRIPTION_TONES,
  card_add_link: CARD_ADD_LINK_TONES,

  report: { PENDING: 'pending', PROCESSED: 'success' },
  /** ADR 0015: a settlement's payout is on its way, paid, or nothing was paid (carried over) or it came back. */
  settlement: { PENDING: 'progress', PAID_OUT: 'success', CARRIED_OVER: 'neutral', FAILED: 'failure' },
  one_off: { PENDING: 'pending', BOOKED: 'success', CANCELLED: 'neutral' },
  sap: { CREATED: 'pending', ONBOARDED: 'success', DELETED: 'neutral' },
  /** ADR 0019: a payout file made, delivered to the bank, answered by its status report or refused. */
  payout_file: { CREATED: 'pending', SENT: 'progress', ACKNOWLEDGED: 'success', REJECTED: 'failure' },
  /**
   * A payout's stage (`payoutStage`): paid or returned as the bank said; on its way, the status of the
   * bank file that holds it (the tones of payout_file, as the host2host screen shows them), or IN_TRANSIT
   * when no file holds it.
   */
  payout: {
    IN_TRANSIT: 'progress',
    CREATED: 'pending',
    SENT: 'progress',
    ACKNOWLEDGED: 'success',
    PAID: 'success',
    FAILED: 'failure',
  },
  terminal: { ACTIVE: 'success', INACTIVE: 'neutral' },
  /** A user is INVITED until it chooses its first password. */
  user: { ACTIVE: 'success', INVITED: 'pending', BLOCKED: 'failure' },
  /**
   * A webhook carries the status of its item (001 §4 lists the common ones): every status of the
   * transaction, refund, chargeback, card-add-link and subscription families, in their tones.
   */
  webhook: {
    ...SUBSCRIPTION_TONES,
    ...TRANSACTION_TONES,
    ...REFUND_TONES,
    ...CHARGEBACK_TONES,
    ...CARD_ADD_LINK_TONES,
  },
} as const satisfies Record<string, Record<string, StatusTone>>;

export type StatusFamily = keyof typeof STATUS_FAMILIES;
export type StatusOf<F extends StatusFamily> = keyof (typeof STATUS_FAMILIES)[F] & string;

/** Pure: a bundle drops the lists nobody imports (the shell reads only a few). */
/* @__NO_SIDE_EFFECTS__ */
export function statusesOf<F extends StatusFamily>(family: F): [StatusOf<F>, ...StatusOf<F>[]] {
  return Object.keys(STATUS_FAMILIES[family]) as [StatusOf<F>, ...StatusOf<F>[]];
}

export const TRANSACTION_STATUSES = statusesOf('transaction');
export type TransactionStatus = StatusOf<'transaction'>;
export const REFUND_STATUSES = statusesOf('refund');
export const CHARGEBACK_STATUSES = statusesOf('chargeback');
export const CUSTOMER_STATUSES = statusesOf('customer');
export const SUBSCRIPTION_STATUSES = statusesOf('subscription');
export const SCHEDULED_TRANSACTION_STATUSES = statusesOf('scheduled_transaction');
export const PAYMENT_LINK_STATUSES = statusesOf('payment_link');
export const CARD_ADD_LINK_STATUSES = statusesOf('card_add_link');
export const REPORT_STATUSES = statusesOf('report');
export const WEBHOOK_STATUSES = statusesOf('webhook');
export const USER_STATUSES = statusesOf('user');

/** The tone of a status in its family; an unknown value is neutral rather than an error in the UI. */
export function statusTone(family: StatusFamily, status: string): StatusTone {
  const tones: Record<string, StatusTone> = STATUS_FAMILIES[family];
  return tones[status] ?? 'neutral';
}

export function statusColour(family: StatusFamily, status: string): string {
  return TONE_COLOURS[statusTone(family, status)];
}
