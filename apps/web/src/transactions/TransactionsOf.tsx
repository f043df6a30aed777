import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { columnsOf } from '../kit/fields/columnsOf';
import { DataTable } from '../kit/list/DataTable';
import { ListPagination } from '../kit/list/ListPagination';
import { ListStatus } from '../kit/list/ListStatus';
import { useListData } from '../kit/list/useListData';
import { useTransactionsUrl } from './TransactionReferenceLink';
import { TRANSACTION_FIELDS } from './transactionFields';

/** 002 §9: a record's Transactions tab (a customer's) shows 25 a page. */
const PAGE_SIZE = 25;
/** 002 §7: the payment profile populated (the amount's currency). */
const POPULATE = ['payment_profile'] as const;
const SORT = '-created_at';
const SHOWN = new Set(['created_at', 'merchant_reference', 'amount', 'status', 'payment_product']);
// Sorted by date only (002 §7); the columns are not sortable here.
const COLUMNS = columnsOf(TRANSACTION_FIELDS)
  .filter((column) => SHOWN.has(column.id))
  .map(({ sortField, ...column }) => column);

/** The record whose payments a tab shows: a customer's, a payment link's or a subscription's. */
type TransactionsFilter = { customer: string } | { payment_link: string } | { subscription: string };

/**
 * A record's payments in its panel (002 §7 'Customer transactions': filter, sort -created_at, payment
 * profile populated, a count), each opening in the transactions screen, and a link to all of them there.
 */
export function TransactionsOf({
  filter,
  caption,
  allLabel,
}: {
  filter: TransactionsFilter;
  caption: string;
  allLabel: string;
}) {
  const url = useTransactionsUrl();
  const navigate = useNavigate();
  const [page, setPage] = useState({ skip: 0, limit: PAGE_SIZE });
  const { rows, total, refresh } = useListData(
    'transaction',
    {
      ...filter,
      _sort: SORT,
      _limit: String(page.limit),
      _skip: String(page.skip),
    },
    POPULATE,
  );
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={url(filter)} size="sm">
        {allLabel}
      </Anchor>
      {rows.isError ? (
        <ListStatus kind="error" error={rows.error} onRetry={refresh} />
      ) : rows.isSuccess && rows.data?.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <DataTable
          caption={caption}
          columns={COLUMNS}
          rows={rows.data ?? []}
          sort={SORT}
          onSort={() => undefined}
          onOpen={(id) => navigate(url({ ...filter, _open: id }))}
        />
      )}
      <ListPagination
        skip={page.skip}
        limit={page.limit}
        total={total}
        onChange={(change) =>
          setPage(({ limit }) => ({ skip: change.skip ?? 0, limit: change.limit ?? limit }))
        }
      />
    </Stack>
  );
}
