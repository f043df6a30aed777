import type { Transaction } from '@psp/domain';

/** A transaction as listed: payment_profile and customer populated. */
export type TransactionRow = Omit<Transaction, 'payment_profile' | 'customer'> & {
  payment_profile: string | { id: string; currency_code?: string; name?: string };
  customer: CustomerReference;
};

/** A record's customer, populated or as its id. */
export type CustomerReference =
  | string
  | { id: string; first_name?: string | null; last_name?: string | null; email_address?: string }
  | null;

export const TRANSACTION_POPULATE = ['payment_profile', 'customer'] as const;

/** The payment profile's currency (000 §1), or the transaction's own when the profile is not populated. */
export function currencyOf(row: TransactionRow): string {
  return typeof row.payment_profile === 'object' && row.payment_profile.currency_code
    ? row.payment_profile.currency_code
    : row.currency_code;
}

export function customerName(row: { customer: CustomerReference }): string {
  const { customer } = row;
  if (!customer) return '';
  if (typeof customer === 'string') return customer;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return name || customer.email_address || customer.id;
}
