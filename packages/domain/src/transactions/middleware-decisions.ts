import type { PaymentFacts } from '../decisions/evaluate-condition.js';

/** The middleware types the payment pipeline runs (a profile's middlewares, in their order). */
export const PIPELINE_MIDDLEWARE_TYPES = ['fraud_screening', '3ds_server', 'currency_conversion'] as const;

/** What one middleware decided, as the decision trace keeps it. */
export interface MiddlewareDecision {
  middleware: string;
  name: string;
  type: string;
  /** fraud_screening: the payment is blocked. */
  block?: boolean;
  /** 3ds_server: the customer is challenged. */
  challenge?: boolean;
  score?: number;
  threshold?: number;
  conversion?: { from: string; to: string; rate: number } | null;
  /** A type the pipeline does not know runs as a no-op, and says so. */
  skipped?: string;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * A fraud score 0–100 from the facts alone (a stand-in for a real screening service): large amounts,
 * an unknown country, a card without 3-D Secure and an unverified customer add risk; a repeat payment of a series lowers it.
 */
export function fraudScore(facts: PaymentFacts): number {
  let score = 10;
  if (facts.amount >= 100_000) score += 40;
  else if (facts.amount >= 20_000) score += 20;
  if (!facts.country_code) score += 10;
  if (facts.card && !facts.three_d_secure) score += 10;
  if (facts.customer?.status === 'UNVERIFIED') score += 30;
  if (facts.recurring) score -= 10;
  return Math.max(0, Math.min(100, score));
}

/**
 * What a middleware of the profile does to a payment: `fraud_screening` blocks above its
 * `scoreThreshold` (default 80); `3ds_server` challenges card payments always (`challenge: "always"`) or
 * from `minAmount` minor units (default 50 000, so 500.00); `currency_conversion` records the rate it would apply
 * to `targetCurrency` (`rates` by currency, 1 when unknown) and changes no money.
 */
export function decideMiddleware(
  middleware: { id: string; name: string; type: string; config: unknown },
  facts: PaymentFacts,
): MiddlewareDecision {
  const config = (middleware.config ?? {}) as Record<string, unknown>;
  const base = { middleware: middleware.id, name: middleware.name, type: middleware.type };
  switch (middleware.type) {
    case 'fraud_screening': {
      const score = fraudScore(facts);
      const threshold = numberOr(config.scoreThreshold, 80);
      return { ...base, score, threshold, block: score > threshold };
    }
    case '3ds_server': {
      const minAmount = config.challenge === 'always' ? 0 : numberOr(config.minAmount, 50_000);
      return { ...base, challenge: facts.card !== null && facts.amount >= minAmount };
    }
    case 'currency_conversion': {
      const to = typeof config.targetCurrency === 'string' ? config.targetCurrency : facts.currency_code;
      const rates = (config.rates ?? {}) as Record<string, unknown>;
      const rate = to === facts.currency_code ? 1 : numberOr(rates[to], 1);
      return { ...base, conversion: { from: facts.currency_code, to, rate } };
    }
    default:
      return { ...base, skipped: 'unknown middleware type' };
  }
}
