import { Code } from '@mantine/core';
import { refId, toMajorUnits } from '@psp/domain';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { populatedTransaction, TransactionReferenceLink } from '../transactions/TransactionReferenceLink';
import type { RefundRow } from './refundView';

const majorUnits = (amount: number, currency: string) => `${toMajorUnits(amount, currency)} ${currency}`;

/** 002 §2 refunds: the chargeback columns plus the transaction's id, date, recurring type and amount. */
export const REFUND_COLUMNS: readonly ListColumn<RefundRow>[] = [
  {
    id: 'id',
    labelKey: 'fields:refund.id',
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  createdAtColumn('refund'),
  {
    id: 'last_status_update',
    labelKey: 'fields:refund.last_status_update',
    sortField: 'last_status_update',
    render: (row) => <DateTime value={row.last_status_update} />,
    csv: (row) => row.last_status_update,
  },
  textColumn('refund', 'processor_id_external', { hiddenByDefault: true }),
  {
    id: 'transaction.merchant_reference',
    labelKey: 'fields:refund.merchant_reference',
    render: (row) => <TransactionReferenceLink reference={row.transaction} />,
    csv: (row) => populatedTransaction(row.transaction)?.merchant_reference ?? '',
  },
  {
    id: 'amount',
    labelKey: 'fields:refund.amount',
    sortField: 'amount',
    align: 'right',
    render: (row) => <Money amount={row.amount} currency={row.currency_code} />,
    csv: (row) => majorUnits(row.amount, row.currency_code),
  },
  {
    id: 'transaction.amount',
    labelKey: 'fields:refund.transaction_amount',
    align: 'right',
    render: (row) => {
      const transaction = populatedTransaction(row.transaction);
      return transaction && <Money amount={transaction.amount} currency={transaction.currency_code} />;
    },
    csv: (row) => {
      const transaction = populatedTransaction(row.transaction);
      return transaction ? majorUnits(transaction.amount, transaction.currency_code) : '';
    },
  },
  {
    id: 'status',
    labelKey: 'fields:refund.status',
    sortField: 'status',
    render: (row) => <StatusTag family="refund" status={row.status} />,
    csv: (row) => row.status,
  },
  textColumn('refund', 'reason', { sortable: false }),
  {
    id: 'transaction.id',
    labelKey: 'fields:refund.transaction',
    hiddenByDefault: true,
    render: (row) => <Code>{refId(row.transaction)?.slice(0, 8)}</Code>,
    csv: (row) => refId(row.transaction) ?? '',
  },
  {
    id: 'transaction.created_at',
    labelKey: 'fields:refund.transaction_created_at',
    hiddenByDefault: true,
    render: (row) => <DateTime value={populatedTransaction(row.transaction)?.created_at} />,
    csv: (row) => populatedTransaction(row.transaction)?.created_at ?? '',
  },
  {
    id: 'transaction.recurring_type',
    labelKey: 'fields:refund.recurring_type',
    hiddenByDefault: true,
    render: (row) => populatedTransaction(row.transaction)?.recurring_type,
    csv: (row) => populatedTransaction(row.transaction)?.recurring_type ?? '',
  },
  {
    id: 'transaction.payment_product_type',
    labelKey: 'fields:refund.payment_product_type',
    hiddenByDefault: true,
    render: (row) => populatedTransaction(row.transaction)?.payment_product_type,
    csv: (row) => populatedTransaction(row.transaction)?.payment_product_type ?? '',
  },
  organisationColumn('refund'),
];
