import { ibanCheckDigits } from '@psp/domain';
import type { Random } from './random.js';

/** Banks the demo accounts are held at, per country, with the parts of an IBAN's BBAN they fix. */
const BANKS: Record<string, readonly { code: string; bic: string }[]> = {
  NL: [
    { code: 'INGB', bic: 'INGBNL2A' },
    { code: 'RABO', bic: 'RABONL2U' },
    { code: 'ABNA', bic: 'ABNANL2A' },
    { code: 'BUNQ', bic: 'BUNQNL2A' },
    { code: 'TRIO', bic: 'TRIONL2U' },
  ],
  BE: [
    { code: '001', bic: 'GEBABEBB' },
    { code: '734', bic: 'KREDBEBB' },
  ],
  DE: [
    { code: '37040044', bic: 'COBADEFFXXX' },
    { code: '10070000', bic: 'DEUTDEBBXXX' },
  ],
  FR: [
    { code: '30004', bic: 'BNPAFRPPXXX' },
    { code: '30003', bic: 'SOGEFRPPXXX' },
  ],
  GB: [
    { code: 'NWBK601613', bic: 'NWBKGB2L' },
    { code: 'BARC200000', bic: 'BARCGB22' },
  ],
  SE: [
    { code: '500', bic: 'ESSESESS' },
    { code: '600', bic: 'HANDSESS' },
  ],
};

/** A Dutch account number passing the historic eleven-test (weights 10..1), as real ones do. */
function dutchAccountNumber(random: Random): string {
  for (;;) {
    const digits = random.digits(10);
    let sum = 0;
    for (let index = 0; index < 10; index++) sum += Number(digits[index]) * (10 - index);
    if (sum % 11 === 0 && digits[0] !== '0') return digits;
  }
}

function frenchRibKey(bank: string, branch: string, account: string): string {
  const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  return String(key).padStart(2, '0');
}

function bban(country: string, bankCode: string, random: Random): string {
  switch (country) {
    case 'NL':
      return bankCode + dutchAccountNumber(random);
    case 'BE': {
      const first = bankCode + random.digits(7);
      const check = Number(first) % 97 || 97;
      return first + String(check).padStart(2, '0');
    }
    case 'DE':
      return bankCode + random.digits(10);
    case 'FR': {
      const branch = random.digits(5);
      const account = random.digits(11);
      return bankCode + branch + account + frenchRibKey(bankCode, branch, account);
    }
    case 'GB':
      return bankCode + random.digits(8);
    case 'SE':
      return bankCode + random.digits(17);
    default:
      throw new Error(`No IBAN format for ${country}`);
  }
}

/** A valid IBAN with its BIC for an account in `country` (one of the countries above). */
export function generateIban(country: string, random: Random): { iban: string; bic: string } {
  const bank = random.pick(BANKS[country] ?? []);
  if (!bank) throw new Error(`No demo bank in ${country}`);
  const body = bban(country, bank.code, random);
  return { iban: `${country}${ibanCheckDigits(country, body)}${body}`, bic: bank.bic };
}
