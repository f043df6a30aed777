import { describe, expect, it } from 'vitest';
import {
  type Condition,
  operatorsFor,
  parseCondition,
  type RawCondition,
  RULE_KINDS,
  RULE_NAMES,
  RULE_OPERATORS,
  type RuleName,
} from './conditions.js';
import { evaluateCondition, type PaymentFacts, randomPercentile } from './evaluate-condition.js';

const CARD_ID = '0b7e6f2c-4a1d-4c33-9f55-0d7b3c2a1e90';
const CUSTOMER_ID = '5d0c9a8e-2f6b-4e7a-8c1d-3b2a1f0e9d8c';

const payment: PaymentFacts = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: 12_500,
  currency_code: 'EUR',
  three_d_secure: false,
  recurring: true,
  country_code: 'NL',
  card: { id: CARD_ID, brand: 'visa', bin: '424242' },
  customer: { id: CUSTOMER_ID, status: 'VERIFIED' },
  mcc: '5462',
};

const parse = (raw: RawCondition, context: 'ruleset' | 'routing' = 'ruleset'): Condition => {
  const result = parseCondition(raw, context);
  if ('issue' in result) throw new Error(`${raw.name} ${raw.operator}: ${result.issue.message}`);
  return result.condition;
};
const matches = (raw: RawCondition, facts: PaymentFacts = payment) =>
  evaluateCondition(parse(raw), facts).matched;

describe('operators per rule name', () => {
  it.each(RULE_NAMES.map((name) => [name, RULE_KINDS[name]] as const))('%s (%s)', (name, kind) => {
    const routing = operatorsFor(name, 'routing');
    const ruleset = operatorsFor(name, 'ruleset');
    // Routing trees take the comparisons of 002 §3 only; text, boolean and select rules only == and !=.
    expect(routing.every((operator) => !operator.includes('IN'))).toBe(true);
    if (kind === 'boolean' || kind === 'text' || kind === 'select') expect(routing).toEqual(['==', '!=']);
    else expect(routing).toEqual(['==', '!=', '>', '<', '>=', '<=']);
    // Rulesets add IN/NOT_IN to the rules with a list of values.
    if (kind === 'text' || kind === 'select') expect(ruleset).toEqual([...routing, 'IN', 'NOT_IN']);
    else expect(ruleset).toEqual(routing);
  });

  it('refuses an operator the rule does not take, naming the operator', () => {
    expect(parseCondition({ name: 'card_brand', operator: '>', value: 'visa' }, 'ruleset')).toMatchObject({
      issue: { path: 'operator', code: 'invalid_operator' },
    });
    expect(parseCondition({ name: 'country_code', operator: 'IN', value: ['NL'] }, 'routing')).toMatchObject({
      issue: { path: 'operator' },
    });
    expect(parseCondition({ name: 'velocity', operator: '==', value: '1' }, 'ruleset')).toMatchObject({
      issue: { path: 'name', code: 'unknown_rule' },
    });
  });
});

describe('values per kind', () => {
  const valid: [RuleName, string][] = [
    ['3ds', 'true'],
    ['recurring', 'false'],
    ['amount', '0'],
    ['amount', '250000'],
    ['card_bin', '4242'],
    ['card_bin', '42424242'],
    ['random', '0'],
    ['random', '33.5'],
    ['random', '100'],
    ['card', CARD_ID],
    ['customer', CUSTOMER_ID],
    ['card_brand', 'amex'],
    ['country_code', 'DE'],
    ['currency_code', 'GBP'],
    ['customer_status', 'UNVERIFIED'],
    ['mcc', '7995'],
  ];
  it.each(valid)('%s accepts %s', (name, value) => {
    expect(parseCondition({ name, operator: '==', value }, 'ruleset')).toHaveProperty('condition');
  });

  const invalid: [RuleName, string][] = [
    ['3ds', 'yes'],
    ['amount', '-1'],
    ['amount', '12.50'],
    ['amount', ''],
    ['card_bin', '42a2'],
    ['card_bin', '424242424'],
    ['random', '100.01'],
    ['random', '-5'],
    ['card', ''],
    ['card_brand', 'diners'],
    ['country_code', 'XX'],
    ['currency_code', 'eur'],
    ['customer_status', 'verified'],
    ['mcc', '1234'],
  ];
  it.each(invalid)('%s refuses %j on the value', (name, value) => {
    expect(parseCondition({ name, operator: '==', value }, 'ruleset')).toMatchObject({
      issue: { path: 'value', code: 'invalid_value' },
    });
  });

  it('takes a list for IN/NOT_IN and one value otherwise', () => {
    expect(parse({ name: 'country_code', operator: 'IN', value: ['NL', 'BE'] }).value).toEqual(['NL', 'BE']);
    expect(parseCondition({ name: 'country_code', operator: 'IN', value: [] }, 'ruleset')).toHaveProperty(
      'issue',
    );
    expect(
      parseCondition({ name: 'country_code', operator: 'IN', value: ['NL', 'XX'] }, 'ruleset'),
    ).toHaveProperty('issue');
    expect(parseCondition({ name: 'amount', operator: '>', value: ['1'] }, 'ruleset')).toHaveProperty(
      'issue',
    );
  });
});

describe('evaluateCondition: every rule name against one payment', () => {
  const cases: [RawCondition, boolean][] = [
    [{ name: '3ds', operator: '==', value: 'false' }, true],
    [{ name: '3ds', operator: '!=', value: 'false' }, false],
    [{ name: 'amount', operator: '>', value: '10000' }, true],
    [{ name: 'amount', operator: '<', value: '12500' }, false],
    [{ name: 'amount', operator: '<=', value: '12500' }, true],
    [{ name: 'amount', operator: '>=', value: '12501' }, false],
    [{ name: 'amount', operator: '==', value: '12500' }, true],
    [{ name: 'amount', operator: '!=', value: '12500' }, false],
    [{ name: 'card', operator: '==', value: CARD_ID.toUpperCase() }, true],
    [{ name: 'card', operator: 'NOT_IN', value: [CARD_ID] }, false],
    [{ name: 'card_brand', operator: '==', value: 'visa' }, true],
    [{ name: 'card_brand', operator: 'IN', value: ['mastercard', 'amex'] }, false],
    [{ name: 'card_bin', operator: '==', value: '4242' }, true],
    [{ name: 'card_bin', operator: '==', value: '424243' }, false],
    [{ name: 'card_bin', operator: '>=', value: '400000' }, true],
    [{ name: 'card_bin', operator: '<', value: '41' }, false],
    [{ name: 'country_code', operator: 'IN', value: ['NL', 'BE'] }, true],
    [{ name: 'country_code', operator: 'NOT_IN', value: ['NL', 'BE'] }, false],
    [{ name: 'currency_code', operator: '==', value: 'EUR' }, true],
    [{ name: 'currency_code', operator: '!=', value: 'EUR' }, false],
    [{ name: 'customer', operator: '==', value: CUSTOMER_ID }, true],
    [{ name: 'customer_status', operator: 'IN', value: ['UNVERIFIED', 'UNKNOWN'] }, false],
    [{ name: 'customer_status', operator: '==', value: 'VERIFIED' }, true],
    [{ name: 'mcc', operator: '==', value: '5462' }, true],
    [{ name: 'mcc', operator: 'NOT_IN', value: ['5462', '7997'] }, false],
    [{ name: 'recurring', operator: '==', value: 'true' }, true],
    [{ name: 'random', operator: '<', value: '100' }, true],
    [{ name: 'random', operator: '>', value: '100' }, false],
  ];
  it.each(cases)('%j → %s', (raw, expected) => {
    expect(matches(raw)).toBe(expected);
  });

  it('covers every rule name', () => {
    expect(new Set(cases.map(([raw]) => raw.name))).toEqual(new Set(RULE_NAMES));
  });

  it('covers every operator', () => {
    expect(new Set(cases.map(([raw]) => raw.operator))).toEqual(new Set(RULE_OPERATORS));
  });

  it('treats a fact the payment lacks as different from every value', () => {
    const ideal: PaymentFacts = { ...payment, card: null, customer: null, country_code: null };
    expect(matches({ name: 'card_brand', operator: '==', value: 'visa' }, ideal)).toBe(false);
    expect(matches({ name: 'card_brand', operator: '!=', value: 'visa' }, ideal)).toBe(true);
    expect(matches({ name: 'card_bin', operator: '>', value: '0' }, ideal)).toBe(false);
    expect(matches({ name: 'country_code', operator: 'NOT_IN', value: ['NL'] }, ideal)).toBe(true);
    expect(matches({ name: 'customer_status', operator: 'IN', value: ['VERIFIED'] }, ideal)).toBe(false);
  });

  it('traces what the payment had', () => {
    expect(evaluateCondition(parse({ name: 'amount', operator: '>', value: '100' }), payment)).toEqual({
      name: 'amount',
      operator: '>',
      value: 100,
      actual: 12_500,
      matched: true,
    });
  });
});

describe('randomPercentile', () => {
  it('is the same for the same payment', () => {
    expect(randomPercentile(payment.id)).toBe(randomPercentile(payment.id));
  });

  it('spreads payments evenly: random < 30 takes about 30 %', () => {
    let hits = 0;
    const total = 20_000;
    for (let index = 0; index < total; index++) {
      const id = `${index.toString(16).padStart(8, '0')}-7425-40de-944b-e07fc1f90ae7`;
      if (randomPercentile(id) < 30) hits++;
    }
    expect(hits / total).toBeGreaterThan(0.28);
    expect(hits / total).toBeLessThan(0.32);
  });
});
