import { CARD_BRANDS } from '../cards/card.js';
import { COUNTRY_CODES } from '../geo/countries.js';
import { CURRENCIES } from '../money/money.js';
import { CUSTOMER_STATUSES } from '../statuses/status-catalogue.js';
import { MERCHANT_CATEGORY_CODE_LIST } from './merchant-category-codes.js';

/**
 * The conditions rulesets and routing trees test a payment with (002 §3). One catalogue for both, so
 * that an editor accepts exactly what the engine can evaluate: each rule name has a kind, the kind
 * decides the operators and how the value (sent as text, or a list of text for IN/NOT_IN) is read.
 */
export const RULE_NAMES = [
  '3ds',
  'amount',
  'card',
  'card_brand',
  'card_bin',
  'country_code',
  'currency_code',
  'customer',
  'customer_status',
  'mcc',
  'random',
  'recurring',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export const COMPARISON_OPERATORS = ['==', '!=', '>', '<', '>=', '<='] as const;
export const LIST_OPERATORS = ['IN', 'NOT_IN'] as const;
export const RULE_OPERATORS = [...COMPARISON_OPERATORS, ...LIST_OPERATORS] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/**
 * boolean: 'true' or 'false'; amount: integer minor units of the payment's currency, ≥ 0; number: the
 * leading digits of the card's BIN (compared on as many digits as the value has); percentage: 0–100, the
 * share of payments (`random < 30` is 30 % of them); text: an id; select: one of a catalogue.
 */
export const RULE_KINDS = {
  '3ds': 'boolean',
  amount: 'amount',
  card: 'text',
  card_brand: 'select',
  card_bin: 'number',
  country_code: 'select',
  currency_code: 'select',
  customer: 'text',
  customer_status: 'select',
  mcc: 'select',
  random: 'percentage',
  recurring: 'boolean',
} as const satisfies Record<RuleName, string>;
export type RuleKind = (typeof RULE_KINDS)[RuleName];

/** Where a condition is used: routing trees take the comparisons of 002 §3 only, rulesets also lists. */
export type ConditionContext = 'ruleset' | 'routing';

const EQUALITY = ['==', '!='] as const satisfies readonly RuleOperator[];
const OPERATORS: Record<RuleKind, Record<ConditionContext, readonly RuleOperator[]>> = {
  boolean: { ruleset: EQUALITY, routing: EQUALITY },
  amount: { ruleset: COMPARISON_OPERATORS, routing: COMPARISON_OPERATORS },
  number: { ruleset: COMPARISON_OPERATORS, routing: COMPARISON_OPERATORS },
  percentage: { ruleset: COMPARISON_OPERATORS, routing: COMPARISON_OPERATORS },
  text: { ruleset: [...EQUALITY, ...LIST_OPERATORS], routing: EQUALITY },
  select: { ruleset: [...EQUALITY, ...LIST_OPERATORS], routing: EQUALITY },
};

/** The operators a rule name takes, in the order an editor offers them. */
export function operatorsFor(name: RuleName, context: ConditionContext): readonly RuleOperator[] {
  return OPERATORS[RULE_KINDS[name]][context];
}

/** The values a select rule offers; undefined for rules with a free value. */
export function ruleOptions(name: RuleName): readonly string[] | undefined {
  switch (name) {
    case 'card_brand':
      return CARD_BRANDS;
    case 'country_code':
      return COUNTRY_CODES;
    case 'currency_code':
      return CURRENCIES;
    case 'customer_status':
      return CUSTOMER_STATUSES;
    case 'mcc':
      return MERCHANT_CATEGORY_CODE_LIST;
    default:
      return undefined;
  }
}

export type ConditionValue = boolean | number | string | readonly string[];

/** A condition as stored and sent: values as text (002 §5), lists for IN/NOT_IN. */
export interface RawCondition {
  name: string;
  operator: string;
  value: string | readonly string[];
}

/** A condition read against the catalogue: the value in its kind's type. */
export interface Condition {
  name: RuleName;
  operator: RuleOperator;
  value: ConditionValue;
}

/** Why a raw condition cannot be evaluated, on the part of it that is wrong. */
export interface ConditionIssue {
  path: 'name' | 'operator' | 'value';
  code: 'unknown_rule' | 'invalid_operator' | 'invalid_value';
  message: string;
  expected?: unknown;
}

const MAX_TEXT = 200;

type Parsed = { value: boolean | number | string } | { issue: ConditionIssue };

function parseScalar(name: RuleName, raw: string): Parsed {
  const invalid = (message: string, expected?: unknown): Parsed => ({
    issue: { path: 'value', code: 'invalid_value', message, ...(expected === undefined ? {} : { expected }) },
  });
  const text = raw.trim();
  switch (RULE_KINDS[name]) {
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { value: text === 'true' }
        : invalid('Expected true or false', ['true', 'false']);
    case 'amount':
      return /^\d{1,15}$/.test(text)
        ? { value: Number(text) }
        : invalid('Expected an amount in minor units (a whole number, 0 or more)', { min: 0 });
    case 'number':
      return /^\d{1,8}$/.test(text) ? { value: text } : invalid('Expected 1 to 8 digits of a card BIN');
    case 'percentage': {
      const value = Number(text);
      return text !== '' && /^\d{1,3}(\.\d{1,2})?$/.test(text) && value <= 100
        ? { value }
        : invalid('Expected a percentage from 0 to 100', { min: 0, max: 100 });
    }
    case 'text':
      return text.length > 0 && text.length <= MAX_TEXT
        ? { value: text.toLowerCase() }
        : invalid(`Expected a value of 1 to ${MAX_TEXT} characters`);
    case 'select': {
      const options = ruleOptions(name)!;
      return options.includes(text)
        ? { value: text }
        : invalid(`Expected one of the ${name} values`, options);
    }
  }
}

/** Reads a raw condition against the catalogue, or says what is wrong with it. */
export function parseCondition(
  raw: RawCondition,
  context: ConditionContext,
): { condition: Condition } | { issue: ConditionIssue } {
  if (!(RULE_NAMES as readonly string[]).includes(raw.name)) {
    return {
      issue: {
        path: 'name',
        code: 'unknown_rule',
        message: `Unknown rule '${raw.name}'`,
        expected: RULE_NAMES,
      },
    };
  }
  const name = raw.name as RuleName;
  const operators = operatorsFor(name, context);
  if (!(operators as readonly string[]).includes(raw.operator)) {
    return {
      issue: {
        path: 'operator',
        code: 'invalid_operator',
        message: `'${name}' takes ${operators.join(', ')}`,
        expected: operators,
      },
    };
  }
  const operator = raw.operator as RuleOperator;
  const isList = (LIST_OPERATORS as readonly string[]).includes(operator);
  if (isList) {
    const items = typeof raw.value === 'string' ? [raw.value] : raw.value;
    if (items.length === 0) {
      return { issue: { path: 'value', code: 'invalid_value', message: 'Choose at least one value' } };
    }
    const values: string[] = [];
    for (const item of items) {
      const parsed = parseScalar(name, item);
      if ('issue' in parsed) return parsed;
      values.push(String(parsed.value));
    }
    return { condition: { name, operator, value: values } };
  }
  if (typeof raw.value !== 'string') {
    return { issue: { path: 'value', code: 'invalid_value', message: `'${operator}' takes one value` } };
  }
  const parsed = parseScalar(name, raw.value);
  return 'issue' in parsed ? parsed : { condition: { name, operator, value: parsed.value } };
}
