import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, toDecimalString, toMajorUnits, toMinorUnits } from './money.js';

describe('money', () => {
  it.each([
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('knows the minor-unit exponent of %s', (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent);
  });

  it('converts without floating-point drift', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMajorUnits(1999, 'EUR')).toBe(19.99);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
  });

  it('formats by locale', () => {
    expect(formatMoney(123456, 'EUR', 'nl-NL')).toBe('€\u00a01.234,56');
    expect(formatMoney(123456, 'EUR', 'en-US')).toBe('€1,234.56');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
  });

  it('writes minor units as a decimal of major units by the exponent, exactly', () => {
    expect(toDecimalString(12_345, 'EUR')).toBe('123.45');
    expect(toDecimalString(5, 'EUR')).toBe('0.05');
    expect(toDecimalString(12_345, 'JPY')).toBe('12345');
    expect(toDecimalString(1_234, 'KWD')).toBe('1.234');
    expect(toDecimalString(-5, 'EUR')).toBe('-0.05');
    expect(toDecimalString(Number.MAX_SAFE_INTEGER, 'EUR')).toBe('90071992547409.91');
  });
});
