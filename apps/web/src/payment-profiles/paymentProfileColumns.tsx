import { Code } from '@mantine/core';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { PaymentProfileRow } from './paymentProfileView';

const field = (name: string) => `fields:paymentprofile.${name}`;

export const PAYMENT_PROFILE_COLUMNS: readonly ListColumn<PaymentProfileRow>[] = [
  {
    id: 'id',
    labelKey: field('id'),
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  textColumn('paymentprofile', 'name'),
  textColumn('paymentprofile', 'display_name'),
  organisationColumn('paymentprofile'),
  textColumn('paymentprofile', 'currency_code'),
  {
    id: 'website',
    labelKey: field('website'),
    render: (row) => row.website,
    csv: (row) => row.website ?? '',
    hiddenByDefault: true,
  },
  createdAtColumn('paymentprofile'),
];
