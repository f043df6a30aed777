import type { PopulatedRowOf } from '@psp/domain';

/** 002 §7: a refund's list populates its transaction, customer and organisation. */
export const REFUND_POPULATE = ['transaction', 'customer', 'organisation'] as const;

export type RefundRow = PopulatedRowOf<'refund', (typeof REFUND_POPULATE)[number]>;
