import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardDigitsToKeep, passesLuhn } from './card.js';

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6011111111111117', 'discover'],
    ['6759649826438453', 'maestro'],
    ['5018000000000009', 'maestro'],
    ['9999999999999995', null],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000002760003184', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['4242 4242 4242 4242', false],
  ])('%s → %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });
});

it('keeps only the BIN and the last four digits', () => {
  expect(cardDigitsToKeep('4000002760003184')).toEqual({ bin: '400000', last4: '3184' });
});
