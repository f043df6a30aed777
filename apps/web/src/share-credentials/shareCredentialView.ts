import type { PopulatedRowOf } from '@psp/domain';

export type ShareCredentialRow = PopulatedRowOf<
  'sharecredential',
  (typeof SHARE_CREDENTIAL_POPULATE)[number]
>;

export const SHARE_CREDENTIAL_POPULATE = ['organisation', 'user'] as const;

/** The product or the settlement type, whichever goes with the share's type. */
export const productOrSettlementType = (row: ShareCredentialRow) =>
  (row.type === 'processor' ? row.payment_product : row.processor_settlement_type) ?? '';

/** How many of the requested values are filled in, e.g. "2 / 4". */
export const valuesFilled = (row: ShareCredentialRow) =>
  `${row.details.filter((detail) => detail.value_set).length} / ${row.details.length}`;
