import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, isValidIban, maskIban } from './iban.js';

describe('IBAN', () => {
  it.each([
    'NL91ABNA0417164300',
    'nl91 abna 0417 1643 00',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each(['NL91ABNA0417164301', 'NL91', 'XX00', '91ABNA0417164300'])('refuses %s', (iban) =>
    expect(isValidIban(iban)).toBe(false),
  );
  it('formats in groups of four', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
  it.each([
    ['NL91ABNA0417164300', 'NL91 •••• •••• •••• 4300'],
    ['nl91 abna 0417 1643 00', 'NL91 •••• •••• •••• 4300'],
    ['DE89370400440532013000', 'DE89 •••• •••• •••• •••• 3000'],
    ['NO9386011117947', 'NO93 •••• •••• 7947'],
    ['NL91ABNA', 'NL91 ABNA'],
  ])('masks %s as %s', (iban, masked) => expect(maskIban(iban)).toBe(masked));
});

describe('IBAN check digits', () => {
  it('computes the digits that make an IBAN valid', () => {
    expect(ibanCheckDigits('NL', 'ABNA0417164300')).toBe('91');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(isValidIban(`GB${ibanCheckDigits('GB', 'WEST12345698765432')}WEST12345698765432`)).toBe(true);
  });
});
