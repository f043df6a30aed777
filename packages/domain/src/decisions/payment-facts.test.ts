import { describe, expect, it } from 'vitest';
import { evaluateCondition, randomPercentile } from './evaluate-condition.js';
import { paymentFactsOf } from './payment-facts.js';

const stored = {
  id: '4f1c1f0e-6a39-4d7e-9d0e-2b7f5f1f9a10',
  amount: 12_50,
  currency_code: 'EUR',
  recurring_type: 'repeat',
  country_code: 'NL',
  card: { id: 'c1', brand: 'visa', bin: '42424242' },
  customer: { id: 'u1', status: 'blocked' },
};

describe('paymentFactsOf', () => {
  it('gives the facts the engine decides on: not yet authenticated, no mcc, repeat is recurring', () => {
    expect(paymentFactsOf(stored)).toEqual({
      id: stored.id,
      amount: 1250,
      currency_code: 'EUR',
      three_d_secure: false,
      recurring: true,
      country_code: 'NL',
      card: stored.card,
      customer: stored.customer,
      mcc: null,
    });
    expect(paymentFactsOf({ ...stored, recurring_type: 'initial' }).recurring).toBe(false);
    expect(paymentFactsOf({ ...stored, recurring_type: null }).recurring).toBe(false);
  });

  it('places a stored payment where the engine placed it for random rules (from its id)', () => {
    const facts = paymentFactsOf(stored);
    const place = randomPercentile(stored.id);
    expect(evaluateCondition({ name: 'random', operator: '<', value: place + 0.01 }, facts).matched).toBe(
      true,
    );
    expect(evaluateCondition({ name: 'random', operator: '<', value: place }, facts).matched).toBe(false);
  });
});
