/** ISO 13616 check: letters to numbers, mod 97 of the rearranged IBAN must be 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as people read it. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the country, check digits and last four stay readable. */
export function maskIban(value: string): string {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}
