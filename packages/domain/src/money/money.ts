/** Money is an integer of minor units plus an ISO 4217 currency; it is formatted only at the edge. */
export interface Money {
  amount: number;
  currency: string;
}

const digitsCache = new Map<string, number>();

/** The number of minor-unit digits of a currency (EUR 2, JPY 0, KWD 3). */
export function currencyExponent(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

/** Minor units as a plain decimal of major units by the currency's exponent (12345 EUR: '123.45'), for files. */
export function toDecimalString(minor: number, currency: string): string {
  const digits = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajorUnits(minor, currency));
}

/** Currencies the platform settles in; the organisation's base currency is one of these. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
