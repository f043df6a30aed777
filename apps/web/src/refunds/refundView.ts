import type { Refund } from '@psp/domain';
import type { TransactionReference } from '../transactions/TransactionReferenceLink';
import type { CustomerReference } from '../transactions/transactionView';

/** A refund as listed: its transaction, customer and organisation populated (002 §7). */
export type RefundRow = Omit<Refund, 'transaction' | 'customer' | 'organisation'> & {
  transaction: TransactionReference;
  customer: CustomerReference;
  organisation: string | { id: string; name: string };
};

export const REFUND_POPULATE = ['transaction', 'customer', 'organisation'] as const;
