import type { PaymentFacts } from './evaluate-condition.js';

/** A payment as the engine has it when it decides, and as a stored payment gives it back. */
export interface DecidedPayment {
  id: string;
  /** Integer minor units of `currency_code`. */
  amount: number;
  currency_code: string;
  recurring_type: string | null;
  country_code: string | null;
  card: { id: string; brand: string | null; bin: string | null } | null;
  customer: { id: string; status: string | null } | null;
}

/**
 * The facts rulesets and routing decide on, for a payment being made (the engine) and for a stored one
 * (backtest, simulation of a real payment) alike, so both see the same payment. `random` follows from the
 * id. At the moment of the decision no payment is authenticated yet (`3ds` false; a 3-D Secure ruleset
 * sets it for the rulesets after it), and the engine knows no merchant category code (`mcc` null).
 */
export function paymentFactsOf(payment: DecidedPayment): PaymentFacts {
  return {
    id: payment.id,
    amount: payment.amount,
    currency_code: payment.currency_code,
    three_d_secure: false,
    recurring: payment.recurring_type === 'repeat',
    country_code: payment.country_code,
    card: payment.card,
    customer: payment.customer,
    mcc: null,
  };
}
