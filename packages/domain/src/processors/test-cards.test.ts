import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../cards/card.js';
import { OUTCOME_INFO, simulatedOutcome, TEST_CARDS } from './test-cards.js';

describe('test cards', () => {
  it.each(Object.entries(TEST_CARDS))('%s gives %s', (number, outcome) => {
    expect(passesLuhn(number)).toBe(true);
    expect(simulatedOutcome('card', { amount: 1000, cardNumber: number })).toBe(outcome);
  });

  it('approves any other card', () => {
    expect(simulatedOutcome('card', { amount: 1001, cardNumber: '5105105105105100' })).toBe('approved');
  });

  it('only a processor error may go to another processor', () => {
    expect(
      Object.entries(OUTCOME_INFO)
        .filter(([, info]) => info.retryable)
        .map(([outcome]) => outcome),
    ).toEqual(['processor_error']);
  });
});

describe('products without a card', () => {
  it.each([
    [1000, 'approved'],
    [1001, 'declined'],
    [1002, 'processor_error'],
    [1003, 'insufficient_funds'],
    [1059, 'approved_disputed'],
  ] as const)('%i minor units by iDEAL gives %s', (amount, outcome) => {
    expect(simulatedOutcome('ideal', { amount })).toBe(outcome);
  });
});
