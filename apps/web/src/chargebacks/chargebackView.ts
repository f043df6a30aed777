import type { Chargeback } from '@psp/domain';
import type { TransactionReference } from '../transactions/TransactionReferenceLink';

/** A chargeback as listed: its transaction and organisation populated (002 §7). */
export type ChargebackRow = Omit<Chargeback, 'transaction' | 'organisation'> & {
  transaction: TransactionReference;
  organisation: string | { id: string; name: string };
};

export const CHARGEBACK_POPULATE = ['transaction', 'organisation'] as const;
