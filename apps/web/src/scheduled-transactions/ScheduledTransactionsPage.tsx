import { Anchor, Code } from '@mantine/core';
import { refId, toMajorUnits } from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { createdAtColumn } from '../kit/list/commonColumns';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListPage } from '../kit/list/ListPage';
import { statusFilter } from '../transactions/paymentFilters';
import { useTransactionsUrl } from '../transactions/TransactionReferenceLink';
import { customerName } from '../transactions/transactionView';
import { SCHEDULED_TRANSACTION_POPULATE, type ScheduledTransactionRow } from './scheduledTransactionView';

/** The payment a scheduled transaction made, opened in the transactions screen. */
function MadePayment({ row }: { row: ScheduledTransactionRow }) {
  const url = useTransactionsUrl();
  const transaction = row.transaction;
  if (!transaction || typeof transaction === 'string') return null;
  return (
    <Anchor
      component={Link}
      to={url({ id: transaction.id, _open: transaction.id })}
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      {transaction.merchant_reference}
    </Anchor>
  );
}

const field = (name: string) => `fields:scheduledtransaction.${name}`;

const COLUMNS: readonly ListColumn<ScheduledTransactionRow>[] = [
  {
    id: 'id',
    labelKey: field('id'),
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  {
    id: 'due_date',
    labelKey: field('due_date'),
    sortField: 'due_date',
    render: (row) => <DateTime value={row.due_date} dateOnly />,
    csv: (row) => row.due_date,
  },
  {
    id: 'amount',
    labelKey: field('amount'),
    sortField: 'amount',
    align: 'right',
    render: (row) => <Money amount={row.amount} currency={row.currency_code} />,
    csv: (row) => `${toMajorUnits(row.amount, row.currency_code)} ${row.currency_code}`,
  },
  {
    id: 'status',
    labelKey: field('status'),
    sortField: 'status',
    render: (row) => <StatusTag family="scheduled_transaction" status={row.status} />,
    csv: (row) => row.status,
  },
  { id: 'customer', labelKey: field('customer'), render: customerName, csv: customerName },
  {
    id: 'transaction',
    labelKey: field('transaction'),
    render: (row) => <MadePayment row={row} />,
    csv: (row) => refId(row.transaction) ?? '',
  },
  createdAtColumn('scheduledtransaction'),
];

/** 002 §2 transactions/scheduled: payments planned for a due date (subscriptions), initially those still to make. */
export function ScheduledTransactionsPage() {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo<FilterDefinition[]>(
    () => [
      statusFilter('scheduled_transaction', field('status'), t),
      { kind: 'dateRange', field: 'due_date', labelKey: field('due_date') },
      { kind: 'numberRange', field: 'amount', labelKey: field('amount'), currency },
    ],
    [t, currency],
  );
  return (
    <ListPage<ScheduledTransactionRow>
      title={t('routes.scheduledTransactions')}
      resource="scheduledtransaction"
      tableId="scheduledTransactions"
      columns={COLUMNS}
      filters={filters}
      populate={SCHEDULED_TRANSACTION_POPULATE}
      defaultSort="due_date"
    />
  );
}
