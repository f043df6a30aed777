import { currencyExponent } from '../money/money.js';

/**
 * The largest payment the platform takes on any profile, in major units of the payment's currency
 * (€1,000,000.00, ¥1,000,000): a sanity bound far above what a shop sells and far below the amount
 * field's own MAX_AMOUNT, so a typo of a few extra digits is refused instead of approved.
 */
export const PLATFORM_MAX_PAYMENT_MAJOR = 1_000_000;

/** The platform's maximum in minor units of a currency. */
export function platformMaxAmount(currency: string): number {
  return PLATFORM_MAX_PAYMENT_MAJOR * 10 ** currencyExponent(currency);
}

/**
 * The largest payment a profile takes, in minor units: its own `max_amount` when it has one below the
 * platform's maximum, else the platform's.
 */
export function maxPaymentAmount(profileMax: number | null | undefined, currency: string): number {
  const platform = platformMaxAmount(currency);
  return profileMax ? Math.min(profileMax, platform) : platform;
}
