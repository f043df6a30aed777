import type { RowOf } from '@psp/domain';
import i18next from 'i18next';
import { defineFields } from '../kit/fields/defineFields';
import { paymentProductName } from '../kit/format/paymentProductName';

type Share = Pick<
  RowOf<'sharecredential'>,
  'type' | 'payment_product' | 'processor_settlement_type' | 'details'
>;

/** The product or the settlement type, whichever goes with the share's type, by name in the reader's language. */
const productOrSettlementType = (share: Share) => {
  if (share.type === 'processor')
    return share.payment_product ? paymentProductName(i18next.t, share.payment_product) : '';
  const value = share.processor_settlement_type;
  return value ? i18next.t(`shareCredentials.option.${value}`, { defaultValue: value }) : '';
};

/** How many of the requested values are filled in, e.g. "2 / 4". */
const valuesFilled = (share: Share) =>
  `${share.details.filter((detail) => detail.value_set).length} / ${share.details.length}`;

/** The fields of a share's list and its Details tab (the configuration rows have a tab of their own). */
export const SHARE_CREDENTIAL_FIELDS = defineFields(
  'sharecredential',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', detail: true },
    { name: 'description', kind: 'text', detail: true },
    {
      name: 'type',
      kind: 'enum',
      labelPrefix: 'shareCredentials.option.',
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'gateway',
      kind: 'enum',
      labelPrefix: 'shareCredentials.option.',
      list: { sortable: true },
      detail: true,
    },
    {
      // The product or, for a processor settlement share, its type; the API field is payment_product.
      name: 'payment_product',
      labelKey: 'shareCredentials.productOrType',
      kind: 'custom',
      render: productOrSettlementType,
      text: productOrSettlementType,
      list: {},
      detail: true,
    },
    { name: 'user', kind: 'reference', list: {}, detail: true },
    {
      name: 'details',
      labelKey: 'shareCredentials.valuesFilled',
      kind: 'custom',
      render: valuesFilled,
      text: valuesFilled,
      list: {},
    },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true } },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  ],
  { populate: ['organisation', 'user'] },
);
