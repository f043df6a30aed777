import { describe, expect, it } from 'vitest';
import { createBankAccountSchema, updateBankAccountSchema } from './bank-account.schema.js';

const valid = { holder_name: 'Bakkerij De Gouden Korst', iban: 'NL91ABNA0417164300', currency_code: 'EUR' };

function messagesOf(input: unknown) {
  const result = createBankAccountSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('bank account', () => {
  it('stores the IBAN compact and upper case, the BIC upper case, an empty BIC as none', () => {
    expect(
      createBankAccountSchema.parse({ ...valid, iban: 'nl91 abna 0417 1643 00', bic: ' abnanl2a ' }),
    ).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    expect(createBankAccountSchema.parse({ ...valid, bic: '' }).bic).toBeNull();
  });

  it('refuses an IBAN failing mod 97 with invalidIban, and an empty one as missing', () => {
    expect(messagesOf({ ...valid, iban: 'NL91ABNA0417164301' })).toEqual([['iban', 'invalidIban']]);
    const empty = createBankAccountSchema.safeParse({ ...valid, iban: ' ' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['iban'], code: 'too_small' });
  });

  it.each(['ABNANL', 'ABNANL2AX', 'AB12NL2A'])('refuses the BIC %s with invalidBic', (bic) => {
    expect(messagesOf({ ...valid, bic })).toEqual([['bic', 'invalidBic']]);
  });

  it('accepts 8 and 11 character BICs', () => {
    expect(messagesOf({ ...valid, bic: 'ABNANL2A' })).toEqual([]);
    expect(messagesOf({ ...valid, bic: 'DEUTDEFF500' })).toEqual([]);
  });

  it('requires the holder and a known currency', () => {
    expect(messagesOf({ ...valid, holder_name: '' }).map(([path]) => path)).toEqual(['holder_name']);
    expect(messagesOf({ ...valid, currency_code: 'XYZ' }).map(([path]) => path)).toEqual(['currency_code']);
  });

  it('checks the IBAN on update as well', () => {
    expect(updateBankAccountSchema.safeParse({ iban: 'NL00ABNA0417164300' }).success).toBe(false);
    expect(updateBankAccountSchema.safeParse({ holder_name: 'New' }).success).toBe(true);
  });
});
