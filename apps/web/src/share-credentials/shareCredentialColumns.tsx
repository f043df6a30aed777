import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import {
  nameOf,
  productOrSettlementType,
  type ShareCredentialRow,
  valuesFilled,
} from './shareCredentialView';

const field = (name: string) => `fields:sharecredential.${name}`;

export const SHARE_CREDENTIAL_COLUMNS: readonly ListColumn<ShareCredentialRow>[] = [
  {
    id: 'name',
    labelKey: field('name'),
    sortField: 'name',
    render: (row) => row.name,
    csv: (row) => row.name,
  },
  {
    id: 'type',
    labelKey: field('type'),
    sortField: 'type',
    render: (row) => row.type,
    csv: (row) => row.type,
  },
  {
    id: 'gateway',
    labelKey: field('gateway'),
    sortField: 'gateway',
    render: (row) => row.gateway,
    csv: (row) => row.gateway,
  },
  {
    id: 'product',
    labelKey: 'shareCredentials.productOrType',
    render: productOrSettlementType,
    csv: productOrSettlementType,
  },
  {
    id: 'user',
    labelKey: field('user'),
    render: (row) => nameOf(row.user),
    csv: (row) => nameOf(row.user),
  },
  { id: 'values', labelKey: 'shareCredentials.valuesFilled', render: valuesFilled, csv: valuesFilled },
  {
    id: 'organisation',
    labelKey: field('organisation'),
    render: (row) => nameOf(row.organisation),
    csv: (row) => nameOf(row.organisation),
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
