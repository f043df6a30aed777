import type { PopulatedRowOf } from '@psp/domain';

export const TRANSACTION_POPULATE = ['payment_profile', 'customer'] as const;

type ListedTransaction = PopulatedRowOf<'transaction', (typeof TRANSACTION_POPULATE)[number]>;

/** The payment profile's currency (000 §1), or the transaction's own when the profile is not populated. */
export function currencyOf(row: ListedTransaction): string {
  return typeof row.payment_profile === 'object' ? row.payment_profile.currency_code : row.currency_code;
}

/** A populated customer as a transaction shows it: the name, else the e-mail address. */
export function customerName(row: ListedTransaction): string | undefined {
  const { customer } = row;
  if (typeof customer !== 'object' || customer === null) return undefined;
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email_address;
}
