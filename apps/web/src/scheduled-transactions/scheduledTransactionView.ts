import type { PopulatedRowOf } from '@psp/domain';

/** A scheduled transaction with its customer and the payment it made (once made). */
export const SCHEDULED_TRANSACTION_POPULATE = ['customer', 'transaction'] as const;

export type ScheduledTransactionRow = PopulatedRowOf<
  'scheduledtransaction',
  (typeof SCHEDULED_TRANSACTION_POPULATE)[number]
>;
