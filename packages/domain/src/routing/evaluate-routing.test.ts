import { describe, expect, it } from 'vitest';
import type { PaymentFacts } from '../decisions/evaluate-condition.js';
import {
  type CompiledRoutingNode,
  compileRouting,
  evaluateRouting,
  type StoredRoutingNode,
} from './evaluate-routing.js';
import { routingEndpoints } from './routing-endpoints.js';

const ADYEN = '11111111-1111-4111-8111-111111111111';
const STRIPE = '22222222-2222-4222-8222-222222222222';
const WORLDLINE = '33333333-3333-4333-8333-333333333333';

/** Amex to Stripe; other cards above 100 EUR to Worldline; the rest split 30/70 Adyen/Stripe. */
const stored: StoredRoutingNode = {
  if: [{ name: 'card_brand', operator: '==', value: 'amex' }],
  then: STRIPE,
  else: {
    if: [{ name: 'amount', operator: '>', value: '10000' }],
    then: WORLDLINE,
    else: { if: [{ name: 'random', operator: '<', value: '30' }], then: ADYEN, else: STRIPE },
  },
};

function compiled(node: StoredRoutingNode): CompiledRoutingNode {
  const result = compileRouting(node);
  if ('issue' in result) throw new Error(result.issue.message);
  return result.tree;
}

const base: PaymentFacts = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: 2_500,
  currency_code: 'EUR',
  three_d_secure: false,
  recurring: false,
  country_code: 'NL',
  card: { id: null, brand: 'visa', bin: '424242' },
  customer: null,
  mcc: null,
};

describe('evaluateRouting', () => {
  const tree = compiled(stored);

  it('takes then when the conditions match', () => {
    const decision = evaluateRouting(tree, { ...base, card: { id: null, brand: 'amex', bin: '378282' } });
    expect(decision.processor).toBe(STRIPE);
    expect(decision.path).toHaveLength(1);
    expect(decision.path[0]!.branch).toBe('then');
  });

  it('walks down the else branches and traces every node on the way', () => {
    const decision = evaluateRouting(tree, { ...base, amount: 50_000 });
    expect(decision.processor).toBe(WORLDLINE);
    expect(decision.path.map((step) => step.branch)).toEqual(['else', 'then']);
    expect(decision.path[1]!.conditions[0]).toMatchObject({ name: 'amount', actual: 50_000, matched: true });
  });

  it('splits by random reproducibly, close to the percentage', () => {
    const processors = Array.from({ length: 10_000 }, (_, index) => {
      const id = `${index.toString(16).padStart(8, '0')}-7425-40de-944b-e07fc1f90ae7`;
      return [
        evaluateRouting(tree, { ...base, id }).processor,
        evaluateRouting(tree, { ...base, id }).processor,
      ];
    });
    expect(processors.filter(([first, again]) => first !== again)).toEqual([]);
    const share = processors.filter(([first]) => first === ADYEN).length / processors.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
  });

  it('needs every condition of a node (AND)', () => {
    const both = compiled({
      if: [
        { name: 'country_code', operator: '==', value: 'NL' },
        { name: 'currency_code', operator: '==', value: 'USD' },
      ],
      then: ADYEN,
      else: STRIPE,
    });
    expect(evaluateRouting(both, base).processor).toBe(STRIPE);
    expect(evaluateRouting(both, { ...base, currency_code: 'USD' }).processor).toBe(ADYEN);
  });

  it('lists the endpoints of the tree', () => {
    expect(routingEndpoints(tree)).toEqual([STRIPE, WORLDLINE, ADYEN]);
  });
});

describe('compileRouting', () => {
  it('names the path of a condition that cannot be evaluated, deep in the tree', () => {
    const broken: StoredRoutingNode = {
      ...stored,
      else: {
        ...(stored.else as StoredRoutingNode),
        then: { if: [{ name: 'amount', operator: 'IN', value: ['1'] }], then: ADYEN, else: STRIPE },
      },
    };
    expect(compileRouting(broken)).toMatchObject({
      issue: { at: 'else.then.if.0.operator', code: 'invalid_operator' },
    });
  });
});
