import type { PopulatedRowOf } from '@psp/domain';

/** The references a chargeback's screens show: its transaction and, where lists span merchants, its merchant. */
export const CHARGEBACK_POPULATE = ['transaction', 'organisation'] as const;

export type ChargebackRow = PopulatedRowOf<'chargeback', (typeof CHARGEBACK_POPULATE)[number]>;
