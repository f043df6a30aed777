import { Code } from '@mantine/core';
import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import { organisationName, type PaymentProfileRow } from './paymentProfileView';

const field = (name: string) => `fields:paymentprofile.${name}`;

export const PAYMENT_PROFILE_COLUMNS: readonly ListColumn<PaymentProfileRow>[] = [
  {
    id: 'id',
    labelKey: field('id'),
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  {
    id: 'name',
    labelKey: field('name'),
    sortField: 'name',
    render: (row) => row.name,
    csv: (row) => row.name,
  },
  {
    id: 'display_name',
    labelKey: field('display_name'),
    sortField: 'display_name',
    render: (row) => row.display_name,
    csv: (row) => row.display_name,
  },
  {
    id: 'organisation',
    labelKey: field('organisation'),
    render: organisationName,
    csv: organisationName,
  },
  {
    id: 'currency_code',
    labelKey: field('currency_code'),
    sortField: 'currency_code',
    render: (row) => row.currency_code,
    csv: (row) => row.currency_code,
  },
  {
    id: 'website',
    labelKey: field('website'),
    render: (row) => row.website,
    csv: (row) => row.website ?? '',
    hiddenByDefault: true,
  },
  {
    id: 'created_at',
    labelKey: field('created_at'),
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  },
];
