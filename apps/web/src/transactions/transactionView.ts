import type { Customer, PopulatedRowOf } from '@psp/domain';

/** The processor by name (the detail's Overview, a column in the table settings; issue 29). */
export const TRANSACTION_POPULATE = ['payment_profile', 'customer', 'processor'] as const;

export type TransactionRow = PopulatedRowOf<'transaction', (typeof TRANSACTION_POPULATE)[number]>;

/** The payment profile's currency (000 §1), or the transaction's own when the profile is not populated. */
export function currencyOf(row: Pick<TransactionRow, 'payment_profile' | 'currency_code'>): string {
  return typeof row.payment_profile === 'object' ? row.payment_profile.currency_code : row.currency_code;
}

/** A populated customer as a payment shows it: the name, else the e-mail address. */
export function customerName(row: {
  customer: string | null | Pick<Customer, 'first_name' | 'last_name' | 'email_address'>;
}): string | undefined {
  const { customer } = row;
  if (typeof customer !== 'object' || customer === null) return undefined;
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email_address;
}
