import { Code, Text } from '@mantine/core';
import { toMajorUnits } from '@psp/domain';
import { Money } from '../kit/format/Money';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { isBlockedFailure, TransactionStatus } from './TransactionStatus';
import { currencyOf, customerName, type TransactionRow } from './transactionView';

/** Columns of the transaction list (CSV cells are plain values: ISO dates, major units with the currency). */
export const TRANSACTION_COLUMNS: readonly ListColumn<TransactionRow>[] = [
  {
    id: 'id',
    labelKey: 'fields:transaction.id',
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  createdAtColumn('transaction'),
  textColumn('transaction', 'merchant_reference'),
  {
    id: 'amount',
    labelKey: 'fields:transaction.amount',
    sortField: 'amount',
    align: 'right',
    render: (row) => <Money amount={row.amount} currency={currencyOf(row)} />,
    csv: (row) => `${toMajorUnits(row.amount, currencyOf(row))} ${currencyOf(row)}`,
  },
  {
    id: 'status',
    labelKey: 'fields:transaction.status',
    sortField: 'status',
    render: (row) => <TransactionStatus row={row} />,
    csv: (row) => (isBlockedFailure(row) ? `${row.status} (blocked)` : row.status),
  },
  textColumn('transaction', 'payment_product'),
  {
    id: 'customer',
    labelKey: 'fields:transaction.customer',
    render: (row) => (
      <Text size="sm" truncate="end" maw={200}>
        {customerName(row)}
      </Text>
    ),
    csv: customerName,
  },
  {
    id: 'country_code',
    labelKey: 'fields:transaction.country_code',
    sortField: 'country_code',
    render: (row) => row.country_code,
    csv: (row) => row.country_code ?? '',
  },
  {
    id: 'description',
    labelKey: 'fields:transaction.description',
    hiddenByDefault: true,
    render: (row) => row.description,
    csv: (row) => row.description ?? '',
  },
  textColumn('transaction', 'payment_product_type', { hiddenByDefault: true }),
  textColumn('transaction', 'recurring_type', { hiddenByDefault: true }),
  textColumn('transaction', 'platform', { hiddenByDefault: true }),
  textColumn('transaction', 'browser', { hiddenByDefault: true }),
  textColumn('transaction', 'subscription_cycle', { sortable: false, hiddenByDefault: true }),
  // The merchant column of the provider's list across merchants (shown where organisations meet).
  organisationColumn('transaction'),
];
