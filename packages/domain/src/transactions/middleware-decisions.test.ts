import { describe, expect, it } from 'vitest';
import { expiryInFuture } from '../cards/card.js';
import type { PaymentFacts } from '../decisions/evaluate-condition.js';
import { createPaymentSchema } from './create-payment.schema.js';
import { decideMiddleware, fraudScore } from './middleware-decisions.js';

const facts = (change: Partial<PaymentFacts> = {}): PaymentFacts => ({
  id: 'p1',
  amount: 1000,
  currency_code: 'EUR',
  three_d_secure: false,
  recurring: false,
  country_code: 'NL',
  card: { id: 'c1', brand: 'visa', bin: '424242' },
  customer: null,
  mcc: null,
  ...change,
});
const middleware = (type: string, config: object) => ({ id: 'm1', name: type, type, config });

describe('fraud score', () => {
  it.each([
    [{}, 20],
    [{ amount: 20_000 }, 40],
    [{ amount: 100_000, country_code: null }, 70],
    [{ three_d_secure: true }, 10],
    [{ customer: { id: 'k', status: 'UNVERIFIED' } }, 50],
    [{ recurring: true, three_d_secure: true }, 0],
  ] as const)('%j scores %i', (change, score) => {
    expect(fraudScore(facts(change))).toBe(score);
  });

  it('blocks only above the threshold', () => {
    expect(decideMiddleware(middleware('fraud_screening', { scoreThreshold: 20 }), facts())).toMatchObject({
      score: 20,
      block: false,
    });
    expect(decideMiddleware(middleware('fraud_screening', { scoreThreshold: 19 }), facts()).block).toBe(true);
  });
});

describe('3-D Secure server and currency conversion', () => {
  it('challenges cards always, or from minAmount (default 500.00), never a payment without card', () => {
    expect(decideMiddleware(middleware('3ds_server', { challenge: 'always' }), facts()).challenge).toBe(true);
    expect(
      decideMiddleware(middleware('3ds_server', { challenge: 'no_preference' }), facts()).challenge,
    ).toBe(false);
    expect(decideMiddleware(middleware('3ds_server', {}), facts({ amount: 50_000 })).challenge).toBe(true);
    expect(
      decideMiddleware(middleware('3ds_server', { challenge: 'always' }), facts({ card: null })).challenge,
    ).toBe(false);
  });

  it('records the rate it would apply and leaves unknown types as skipped', () => {
    expect(
      decideMiddleware(
        middleware('currency_conversion', { targetCurrency: 'GBP', rates: { GBP: 0.85 } }),
        facts(),
      ).conversion,
    ).toEqual({ from: 'EUR', to: 'GBP', rate: 0.85 });
    expect(decideMiddleware(middleware('kyc', {}), facts()).skipped).toBeTruthy();
  });
});

describe('create payment input', () => {
  it('takes a card through the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    expect(expiryInFuture({ expiry_month: 11, expiry_year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ expiry_month: 10, expiry_year: 2026 }, now)).toBe(false);
  });

  it('needs a card for card products and refuses one for others', () => {
    const base = { amount: 100, currency_code: 'EUR', merchant_reference: 'r' };
    const noCard = createPaymentSchema.safeParse({ ...base, payment_product: 'card' });
    expect(noCard.error?.issues[0]?.path).toEqual(['card']);
    const withCard = createPaymentSchema.safeParse({
      ...base,
      payment_product: 'ideal',
      card: { number: '4242 4242 4242 4242', expiry_month: 1, expiry_year: 2030, cvc: '123' },
    });
    expect(withCard.error?.issues[0]?.path).toEqual(['card']);
  });
});
