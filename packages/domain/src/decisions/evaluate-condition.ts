import type { Condition, ConditionValue, RuleName, RuleOperator } from './conditions.js';

/** What the decision pipeline knows of a payment when rulesets and routing look at it. */
export interface PaymentFacts {
  /** The transaction id: `random` is decided from it, so a decision can be reproduced. */
  id: string;
  /** Integer minor units of `currency_code`. */
  amount: number;
  currency_code: string;
  /** The payment is (or will be) authenticated with 3-D Secure. */
  three_d_secure: boolean;
  /** A repeat payment of a series (`recurring_type` repeat). */
  recurring: boolean;
  country_code: string | null;
  card: { id: string | null; brand: string | null; bin: string | null } | null;
  customer: { id: string; status: string | null } | null;
  /** The merchant category code the payment is made under. */
  mcc: string | null;
}

/** One condition as evaluated: what the payment had, and whether it matched. */
export interface ConditionTrace {
  name: RuleName;
  operator: RuleOperator;
  value: ConditionValue;
  actual: boolean | number | string | null;
  matched: boolean;
}

/**
 * A payment's place in 0–100 (two decimals) from an FNV-1a hash of its id: the same payment always
 * lands in the same place, and ids spread evenly, so `random < 30` takes 30 % of payments.
 */
export function randomPercentile(paymentId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < paymentId.length; index++) {
    hash ^= paymentId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

function actualOf(name: RuleName, facts: PaymentFacts, digits: number): boolean | number | string | null {
  switch (name) {
    case '3ds':
      return facts.three_d_secure;
    case 'amount':
      return facts.amount;
    case 'card':
      return facts.card?.id ?? null;
    case 'card_brand':
      return facts.card?.brand ?? null;
    case 'card_bin':
      return facts.card?.bin ? facts.card.bin.slice(0, digits) : null;
    case 'country_code':
      return facts.country_code;
    case 'currency_code':
      return facts.currency_code;
    case 'customer':
      return facts.customer?.id ?? null;
    case 'customer_status':
      return facts.customer?.status ?? null;
    case 'mcc':
      return facts.mcc;
    case 'random':
      return randomPercentile(facts.id);
    case 'recurring':
      return facts.recurring;
  }
}

function compare(actual: boolean | number | string, operator: RuleOperator, value: ConditionValue): boolean {
  switch (operator) {
    case '==':
      return actual === value;
    case '!=':
      return actual !== value;
    case '>':
      return actual > (value as number | string);
    case '<':
      return actual < (value as number | string);
    case '>=':
      return actual >= (value as number | string);
    case '<=':
      return actual <= (value as number | string);
    case 'IN':
      return (value as readonly string[]).includes(String(actual));
    case 'NOT_IN':
      return !(value as readonly string[]).includes(String(actual));
  }
}

/**
 * Evaluates one condition. A fact the payment does not have (no card on an iDEAL payment, no customer)
 * matches only the negative operators `!=` and NOT_IN: it is different from every value.
 */
export function evaluateCondition(condition: Condition, facts: PaymentFacts): ConditionTrace {
  const { name, operator, value } = condition;
  // A BIN rule compares as many leading digits as its value has, so '4242' covers 424200–424299.
  const actual = actualOf(name, facts, typeof value === 'string' ? value.length : 8);
  const matched =
    actual === null ? operator === '!=' || operator === 'NOT_IN' : compare(actual, operator, value);
  return { name, operator, value, actual, matched };
}
