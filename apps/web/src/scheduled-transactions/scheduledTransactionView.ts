import type { ScheduledTransaction } from '@psp/domain';
import type { CustomerReference } from '../transactions/transactionView';

/** A scheduled transaction as listed: its customer and the payment it made, once made, populated. */
export type ScheduledTransactionRow = Omit<ScheduledTransaction, 'customer' | 'transaction'> & {
  customer: CustomerReference;
  transaction: string | { id: string; merchant_reference: string } | null;
};

export const SCHEDULED_TRANSACTION_POPULATE = ['customer', 'transaction'] as const;
