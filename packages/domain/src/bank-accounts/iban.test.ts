import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskIban } from './iban.js';

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
  it('formats and masks', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** 4300');
  });
});
