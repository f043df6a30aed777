import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { columnsOf } from '../kit/fields/columnsOf';
import { DataTable } from '../kit/list/DataTable';
import { ListPagination } from '../kit/list/ListPagination';
import { ListStatus } from '../kit/list/ListStatus';
import { useListData } from '../kit/list/useListData';
import { useTransactionsUrl } from '../transactions/TransactionReferenceLink';
import { TRANSACTION_FIELDS } from '../transactions/transactionFields';

/** 002 §9: the customer's Transactions tab shows 25 a page. */
const PAGE_SIZE = 25;
/** 002 §7: the payment profile populated (the amount's currency). */
const POPULATE = ['payment_profile'] as const;
const SORT = '-created_at';
const SHOWN = new Set(['created_at', 'merchant_reference', 'amount', 'status', 'payment_product']);
// Sorted by date only (002 §7); the columns are not sortable here.
const COLUMNS = columnsOf(TRANSACTION_FIELDS)
  .filter((column) => SHOWN.has(column.id))
  .map(({ sortField, ...column }) => column);

/** 002 §7 'Customer transactions': filter customer, sort -created_at, payment profile populated, a count. */
export function CustomerTransactions({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const url = useTransactionsUrl();
  const navigate = useNavigate();
  const [page, setPage] = useState({ skip: 0, limit: PAGE_SIZE });
  const filter = { customer: customerId };
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
  const transactionsOfCustomer = url({ customer: customerId });
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={transactionsOfCustomer} size="sm">
        {t('customers.allTransactions')}
      </Anchor>
      {rows.isError ? (
        <ListStatus kind="error" error={rows.error} onRetry={refresh} />
      ) : rows.isSuccess && rows.data?.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <DataTable
          caption={t('customers.transactions')}
          columns={COLUMNS}
          rows={rows.data ?? []}
          sort={SORT}
          onSort={() => undefined}
          onOpen={(id) => navigate(url({ customer: customerId, _open: id }))}
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
