import type { PaymentFacts } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import {
  addCondition,
  branchAt,
  newRoutingDraft,
  setConditionName,
  setConditionOperator,
  setConditionValue,
  setEndpoint,
} from './routingDraft';
import { simulateDraft } from './routingSimulation';

const ADYEN = '11111111-1111-4111-8111-111111111111';
const STRIPE = '22222222-2222-4222-8222-222222222222';

const facts: PaymentFacts = {
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

/** amount > 5000 → Adyen, else (country NL → Stripe, else Adyen). */
function draft() {
  let next = newRoutingDraft();
  next = setConditionOperator(next, [], 0, '>');
  next = setConditionValue(next, [], 0, '5000');
  next = setEndpoint(next, ['then'], ADYEN);
  next = addCondition(next, ['else']);
  next = setConditionName(next, ['else'], 0, 'country_code');
  next = setConditionOperator(next, ['else'], 0, '==');
  next = setConditionValue(next, ['else'], 0, 'NL');
  next = setEndpoint(next, ['else', 'then'], STRIPE);
  return setEndpoint(next, ['else', 'else'], ADYEN);
}

describe('simulating a draft tree', () => {
  it('lights the nodes walked, the branch each took, and the endpoint reached', () => {
    const { tree } = draft();
    const result = simulateDraft(tree, facts);
    if ('incomplete' in result) throw new Error(result.incomplete);
    expect(result.processor).toBe(STRIPE);
    expect(result.steps.get(tree.id)).toMatchObject({
      branch: 'else',
      conditions: [{ name: 'amount', actual: 2_500, matched: false }],
    });
    expect(result.steps.get(branchAt(tree, ['else'])!.id)?.branch).toBe('then');
    expect(result.endpoint).toBe(branchAt(tree, ['else', 'then'])!.id);
    expect(result.steps.size).toBe(2);
  });

  it('says, as the backtest counts it, that a processor on no payment profile routes nothing', () => {
    const { tree } = draft();
    const routedTo = (routable?: ReadonlySet<string>) => {
      const result = simulateDraft(tree, facts, routable);
      if ('incomplete' in result) throw new Error(result.incomplete);
      return result.routable;
    };
    expect(routedTo(new Set([ADYEN]))).toBe(false);
    expect(routedTo(new Set([ADYEN, STRIPE]))).toBe(true);
    expect(routedTo()).toBeUndefined();
  });

  it('names the first incomplete condition of a draft the engine cannot compile', () => {
    const { tree } = setConditionValue(draft(), ['else'], 0, '');
    expect(simulateDraft(tree, facts)).toEqual({ incomplete: 'details.else.if.0.value' });
  });
});
