import type { TFunction } from 'i18next';

/** A payment product's name in the reader's language (card: "Kaart"); an unknown code as it is. */
export function paymentProductName(t: TFunction, code: string): string {
  return t(`paymentProducts.${code}`, { defaultValue: code });
}

/**
 * A payment method's kind within its product in the reader's language: a card brand (Visa, American
 * Express), Klarna's pay later; a bank's own name (iDEAL's ABN AMRO) as it is. Empty when there is none.
 */
export function paymentProductTypeName(t: TFunction, type: string | null | undefined): string {
  return type ? t(`paymentProductTypes.${type}`, { defaultValue: type }) : '';
}

/** A card as people read it: brand, BIN and last 4 (never the number), with its expiry when known. */
export function cardText(
  t: TFunction,
  card: { brand: string; bin: string; last4: string; expiry_month?: number; expiry_year?: number },
): string {
  const expiry =
    card.expiry_month && card.expiry_year
      ? ` · ${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`
      : '';
  return `${paymentProductTypeName(t, card.brand)} ${card.bin}•• •••• ${card.last4}${expiry}`.trim();
}
