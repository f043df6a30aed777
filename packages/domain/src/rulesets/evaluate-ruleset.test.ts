import { describe, expect, it } from 'vitest';
import type { PaymentFacts } from '../decisions/evaluate-condition.js';
import {
  type CompiledRuleset,
  compileRuleset,
  decideRulesets,
  type StoredRuleset,
} from './evaluate-ruleset.js';

const payment: PaymentFacts = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: 80_000,
  currency_code: 'EUR',
  three_d_secure: false,
  recurring: false,
  country_code: 'US',
  card: { id: null, brand: 'visa', bin: '400000' },
  customer: null,
  mcc: '5651',
};

function compiled(stored: StoredRuleset): CompiledRuleset {
  const result = compileRuleset(stored);
  if ('issue' in result) throw new Error(result.issue.message);
  return result.ruleset;
}

const highValue = compiled({
  id: 'r-3ds',
  name: 'Challenge above 500',
  action: '3dSecure',
  tag: null,
  rules: [{ name: 'amount', operator: '>', value: '50000' }],
});
const blockUnauthenticatedForeign = compiled({
  id: 'r-block',
  name: 'Foreign and not authenticated',
  action: 'block',
  tag: null,
  rules: [
    { name: 'country_code', operator: 'NOT_IN', value: ['NL', 'BE', 'DE'] },
    { name: '3ds', operator: '==', value: 'false' },
  ],
});
const blockForeignHigh = compiled({
  id: 'r-block-2',
  name: 'Foreign above 1000',
  action: 'block',
  tag: null,
  rules: [
    { name: 'country_code', operator: '!=', value: 'NL' },
    { name: 'amount', operator: '>', value: '100000' },
  ],
});
const tagForeign = compiled({
  id: 'r-tag',
  name: 'Foreign',
  action: 'tag',
  tag: 'tag-foreign',
  rules: [{ name: 'country_code', operator: '!=', value: 'NL' }],
});
const tagForeignAgain = { ...tagForeign, id: 'r-tag-2', name: 'Foreign (copy)' };
const tagVisa = compiled({
  id: 'r-tag-3',
  name: 'Mastercard',
  action: 'tag',
  tag: 'tag-mc',
  rules: [{ name: 'card_brand', operator: '==', value: 'mastercard' }],
});

describe('decideRulesets', () => {
  it('challenges first, so block rules see the payment as authenticated', () => {
    const decision = decideRulesets([blockUnauthenticatedForeign, highValue], payment);
    expect(decision.challenge).toBe(true);
    expect(decision.blockedBy).toBeNull();
    expect(decision.trace.map((entry) => entry.ruleset)).toEqual(['r-3ds', 'r-block']);
  });

  it('blocks an unauthenticated payment that no 3-D Secure rule challenges', () => {
    const decision = decideRulesets([blockUnauthenticatedForeign, highValue], { ...payment, amount: 20_000 });
    expect(decision.challenge).toBe(false);
    expect(decision.blockedBy).toEqual({ ruleset: 'r-block', name: 'Foreign and not authenticated' });
  });

  it('needs every rule of a ruleset to match', () => {
    const decision = decideRulesets([blockForeignHigh], payment);
    expect(decision.blockedBy).toBeNull();
    expect(decision.trace[0]!.rules.map((rule) => rule.matched)).toEqual([true, false]);
  });

  it('names the first matching block ruleset and still tags the blocked payment', () => {
    const decision = decideRulesets([tagForeign, blockUnauthenticatedForeign, blockForeignHigh], {
      ...payment,
      amount: 200_000,
    });
    expect(decision.blockedBy?.ruleset).toBe('r-block');
    expect(decision.tags).toEqual(['tag-foreign']);
    expect(decision.trace).toHaveLength(3);
  });

  it('adds each tag once, only from matching tag rulesets', () => {
    expect(decideRulesets([tagForeign, tagForeignAgain, tagVisa], payment).tags).toEqual(['tag-foreign']);
  });

  it('decides nothing without rulesets', () => {
    expect(decideRulesets([], payment)).toEqual({ challenge: false, blockedBy: null, tags: [], trace: [] });
  });
});

describe('compileRuleset', () => {
  it('names the rule and the part of it that cannot be evaluated', () => {
    expect(
      compileRuleset({
        id: 'x',
        name: 'Broken',
        action: 'block',
        tag: null,
        rules: [
          { name: 'amount', operator: '>', value: '10' },
          { name: 'amount', operator: '>', value: 'ten' },
        ],
      }),
    ).toMatchObject({ issue: { rule: 1, path: 'value', code: 'invalid_value' } });
  });
});
