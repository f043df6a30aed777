import { Code } from '@mantine/core';
import { StatusTag } from '../kit/format/StatusTag';
import { createdAtColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { type CustomerRow, customerFullName } from './customerView';

/** 002 §2 customers: id, name, gender, city, region, country, status, merchant reference. */
export const CUSTOMER_COLUMNS: readonly ListColumn<CustomerRow>[] = [
  {
    id: 'id',
    labelKey: 'fields:customer.id',
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  {
    id: 'name',
    labelKey: 'fields:customer.name',
    sortField: 'last_name',
    render: customerFullName,
    csv: customerFullName,
  },
  textColumn('customer', 'email_address', { hiddenByDefault: true }),
  textColumn('customer', 'gender'),
  textColumn('customer', 'city'),
  textColumn('customer', 'region'),
  textColumn('customer', 'country_code'),
  {
    id: 'status',
    labelKey: 'fields:customer.status',
    sortField: 'status',
    render: (row) => <StatusTag family="customer" status={row.status} />,
    csv: (row) => row.status,
  },
  textColumn('customer', 'merchant_reference'),
  createdAtColumn('customer'),
];
