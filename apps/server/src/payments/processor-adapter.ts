import {
  OUTCOME_INFO,
  type PaymentProduct,
  type ProcessorOutcome,
  simulatedOutcome,
  TEST_CARDS,
} from '@psp/domain';

/** The processor a call goes to, as stored. */
export interface ProcessorTarget {
  id: string;
  gateway: string;
  payment_product: string;
  simulated_latency_ms: number;
  simulated_outcome: string | null;
}

export interface AuthorizeRequest {
  /** The processor's idempotency reference: `psp_<transaction id>_<attempt>`. */
  reference: string;
  product: PaymentProduct;
  amount: number;
  currency_code: string;
  /** The card in memory while it is authorised (null for products without a card, and after 3-D Secure). */
  cardNumber: string | null;
  /** What is kept of the card: a payment continued after 3-D Secure has only this. */
  card: { bin: string; last4: string } | null;
  three_d_secure: boolean;
}

export interface ProcessorResult {
  outcome: ProcessorOutcome;
  /** The processor's own id of the payment. */
  external_id: string;
  ms: number;
}

export interface AmountRequest {
  reference: string;
  external_id: string;
  amount: number;
  currency_code: string;
}

/**
 * What the engine asks of a processor. Every call carries an idempotent reference, so a retried call
 * (a crash before the write) is answered with the first result by a real processor.
 */
export interface ProcessorAdapter {
  authorize(processor: ProcessorTarget, request: AuthorizeRequest): Promise<ProcessorResult>;
  capture(processor: ProcessorTarget, request: AmountRequest): Promise<ProcessorResult>;
  void(processor: ProcessorTarget, request: Omit<AmountRequest, 'amount'>): Promise<ProcessorResult>;
  refund(processor: ProcessorTarget, request: AmountRequest): Promise<ProcessorResult>;
}

/** The processor id format of each demo gateway (what its dashboard would show). */
function externalId(gateway: string, reference: string): string {
  const digest = reference
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 16)
    .toUpperCase();
  switch (gateway) {
    case 'adyen':
      return digest.replace(/[A-F]/g, (letter) => String(letter.charCodeAt(0) % 10));
    case 'stripe':
      return `pi_${digest.toLowerCase()}`;
    case 'mollie':
      return `tr_${digest.slice(0, 10)}`;
    case 'buckaroo':
      return digest;
    case 'worldline':
      return `WL-${digest.slice(0, 12)}`;
    default:
      return reference;
  }
}

/** The test card a kept BIN and last four belong to (they are unique among the test cards). */
function testCardOf(card: { bin: string; last4: string }): string | undefined {
  return Object.keys(TEST_CARDS).find((number) => number.startsWith(card.bin) && number.endsWith(card.last4));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One simulated adapter for every demo gateway: it answers after the processor's
 * `simulated_latency_ms`, with the processor's forced `simulated_outcome` or the test card's or amount's
 * outcome (README), and a payment already authenticated with 3-D Secure passes the challenge card.
 * Capture, void and refund succeed unless the processor is forced to fail.
 */
export const simulatedProcessor: ProcessorAdapter = {
  async authorize(processor, request) {
    const started = Date.now();
    await wait(processor.simulated_latency_ms);
    const number = request.cardNumber ?? (request.card ? testCardOf(request.card) : undefined);
    let outcome =
      (processor.simulated_outcome as ProcessorOutcome | null) ??
      simulatedOutcome(request.product, { amount: request.amount, cardNumber: number ?? '4242424242424242' });
    if (outcome === 'challenge' && request.three_d_secure) outcome = 'approved';
    return {
      outcome,
      external_id: externalId(processor.gateway, request.reference),
      ms: Date.now() - started,
    };
  },
  capture: (processor, request) => settle(processor, request.reference),
  void: (processor, request) => settle(processor, request.reference),
  refund: (processor, request) => settle(processor, request.reference),
};

async function settle(processor: ProcessorTarget, reference: string): Promise<ProcessorResult> {
  const started = Date.now();
  await wait(processor.simulated_latency_ms);
  const forced = processor.simulated_outcome as ProcessorOutcome | null;
  const outcome: ProcessorOutcome = forced && !OUTCOME_INFO[forced].approved ? 'processor_error' : 'approved';
  return { outcome, external_id: externalId(processor.gateway, reference), ms: Date.now() - started };
}
