import { cardBrandOf, cvcLengthOf, expiryInFuture, passesLuhn } from '@psp/domain';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}
export type CardField = keyof CardFields;

/** A message of the page (hostedMessages) with its values. */
export interface CardError {
  key: string;
  values?: Record<string, number>;
}

/** The card as the hosted page's submissions take it (paymentCardSchema). */
export interface CheckedCard {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  holder_name?: string;
}

/**
 * The checks the server makes (paymentCardSchema and the engine's): Luhn, a brand the platform takes,
 * an expiry not in the past, the CVC length of the brand. The customer sees them before sending.
 */
export function checkCard(
  fields: CardFields,
  now: Date,
):
  | { card: CheckedCard; errors?: undefined }
  | { card?: undefined; errors: Partial<Record<CardField, CardError>> } {
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = fields.number.replace(/[\s-]/g, '');
  const brand = cardBrandOf(number);
  if (!number) errors.number = { key: 'errors.numberRequired' };
  else if (!passesLuhn(number)) errors.number = { key: 'errors.numberInvalid' };
  else if (!brand) errors.number = { key: 'errors.brandUnknown' };

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = { key: 'errors.expiryInvalid' };
  else if (!expiryInFuture({ expiry_month: month, expiry_year: year }, now))
    errors.expiry = { key: 'errors.expiryPast' };

  const digits = brand ? cvcLengthOf(brand) : 3;
  if (!new RegExp(`^\\d{${digits}}$`).test(fields.cvc.trim()))
    errors.cvc = { key: 'errors.cvcInvalid', values: { digits } };

  if (Object.keys(errors).length > 0) return { errors };
  const holder = fields.holder.trim();
  return {
    card: {
      number,
      expiry_month: month,
      expiry_year: year,
      cvc: fields.cvc.trim(),
      ...(holder ? { holder_name: holder } : {}),
    },
  };
}
