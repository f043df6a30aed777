/**
 * Card data the platform may hold: brand, BIN, last four, expiry and a fingerprint. The full number
 * (PAN) and the CVC exist only in memory while a payment is authorised, never in storage, logs or events.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'maestro', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand from the issuer ranges of the number's first digits; null when no range matches. */
export function cardBrandOf(number: string): CardBrand | null {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if (two === 34 || two === 37) return 'amex';
  if (number.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (four === 6011 || two === 65 || (four >= 6440 && four <= 6499)) return 'discover';
  if (two === 50 || (two >= 56 && two <= 58) || two === 63 || two === 67) return 'maestro';
  return null;
}

/** Digits of the security code on the card: four on the front of an American Express, else three. */
export function cvcLengthOf(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = number.charCodeAt(number.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What may be kept of a card number: the first six digits and the last four. */
export function cardDigitsToKeep(number: string): { bin: string; last4: string } {
  return { bin: number.slice(0, 6), last4: number.slice(-4) };
}

/** A card's expiry has not passed: it is valid through the last day of its month. */
export function expiryInFuture(card: { expiry_month: number; expiry_year: number }, now: Date): boolean {
  return card.expiry_year * 12 + card.expiry_month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
