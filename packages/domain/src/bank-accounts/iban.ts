/** ISO 7064 mod 97-10 of upper-case letters and digits, letters counting as 10 (A) to 35 (Z). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** ISO 13616 check: mod 97 of the IBAN with its first four characters moved to the end must be 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The two check digits that make `country` + digits + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** The IBAN in groups of four, as people read it. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The IBAN as a list shows it: the country and check digits and the last four stay readable, every
 * other group of four becomes '••••', so the length still shows ('NL91 •••• •••• •••• 4300').
 */
export function maskIban(value: string): string {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (iban.length <= 8) return formatIban(iban);
  const hiddenGroups = Math.ceil((iban.length - 8) / 4);
  return [iban.slice(0, 4), ...Array<string>(hiddenGroups).fill('••••'), iban.slice(-4)].join(' ');
}
