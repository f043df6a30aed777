import type { TFunction } from 'i18next';

/** A payment product's name in the reader's language (card: "Kaart"); an unknown code as it is. */
export function paymentProductName(t: TFunction, code: string): string {
  return t(`paymentProducts.${code}`, { defaultValue: code });
}
