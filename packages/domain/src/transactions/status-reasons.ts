/**
 * The reasons the product itself writes on a payment's status (the engine, the lifecycle jobs, the
 * simulated processor), stored and sent to merchants (API, webhooks) in English; screens show them in the
 * reader's language by their key (`statusReasons.{key}`). A processor's or an operator's own words are
 * shown as they are.
 */
export const TRANSACTION_STATUS_REASONS = {
  challenge: '3-D Secure challenge',
  waitingForCustomer: 'Waiting for the customer',
  threeDSecureFailed: '3-D Secure failed',
  customerDidNotComplete: 'The customer did not complete the payment',
  cancelledByCustomer: 'Cancelled by the customer',
  unroutable: 'unroutable',
  linkClosed: 'The payment link can no longer be paid',
  merchantNotTakingPayments: 'The merchant is not taking payments',
  authenticationRequired: 'The issuer asks the customer to authenticate',
  doNotHonour: 'Declined by the issuer (do not honour)',
  insufficientFunds: 'Insufficient funds',
  cardExpired: 'The card has expired',
  processorUnavailable: 'Processor unavailable',
  refusedByProcessor: 'Refused by the processor',
  authorisationExpired: 'The authorisation expired before it was captured',
  disputedByCardholder: 'Disputed by the cardholder',
  blockedByFraudRule: 'Blocked by fraud rule',
  subscriptionCancelled: 'Subscription cancelled',
  // What the processors of the demo data say (apps/server/src/seed), as real ones do, in English.
  doNotHonor: 'Do not honor',
  cardExpiredShort: 'Card expired',
  suspectedFraud: 'Suspected fraud',
  invalidCardNumber: 'Invalid card number',
  authenticationFailed: 'Authentication failed (3-D Secure)',
  rejectedByIssuer: 'Rejected by issuer',
  processorTimeout: 'Processor timeout',
  acquirerError: 'Technical error at acquirer',
  processorConnectionFailed: 'Connection to processor failed',
  cancelledByCustomerShort: 'Cancelled by customer',
  sessionExpired: 'Payment session expired',
  voidedByMerchant: 'Authorization voided by merchant',
  authorizationExpiredShort: 'Authorization expired before capture',
  noFinalStatus: 'No final status received from processor',
  chargebackReceived: 'Chargeback received',
  processorRiskRules: 'Declined by processor risk rules',
  gatewayRejected: 'Rejected by gateway: invalid request',
  settlementRejected: 'Settlement rejected by acquirer',
  captureCancelled: 'Capture cancelled by merchant',
} as const;
export type TransactionStatusReasonKey = keyof typeof TRANSACTION_STATUS_REASONS;

/** The reason of a payment a ruleset blocked. */
export const blockedByRuleset = (name: string) => `Blocked by ruleset ${name}`;
/** The reason of a payment a fraud screening middleware blocked. */
export const blockedByScreening = (score: number | undefined) =>
  `Blocked by fraud screening (score ${score})`;

const PATTERNS = [
  { key: 'blockedByRuleset', pattern: /^Blocked by ruleset (?<name>.+)$/s },
  { key: 'blockedByScreening', pattern: /^Blocked by fraud screening \(score (?<score>-?[\d.]+)\)$/ },
] as const;

const KEY_OF_TEXT = new Map<string, string>(
  Object.entries(TRANSACTION_STATUS_REASONS).map(([key, text]) => [text, key]),
);

/** The key (and the values it names) of a reason the product wrote; undefined for anyone else's words. */
export function statusReasonOf(reason: string): { key: string; values: Record<string, string> } | undefined {
  const key = KEY_OF_TEXT.get(reason);
  if (key) return { key, values: {} };
  for (const { key: patternKey, pattern } of PATTERNS) {
    const match = pattern.exec(reason);
    if (match) return { key: patternKey, values: { ...match.groups } };
  }
  return undefined;
}
