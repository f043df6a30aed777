import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMoney, isRefundable, LANGUAGE_LOCALES, TRANSACTION_STATUSES } from '@psp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopedApi } from '../kit/api/useScopedApi';
import { useLanguage } from '../kit/format/useLanguage';
import {
  currencyOf,
  customerName,
  TRANSACTION_POPULATE,
  type TransactionRow,
} from '../transactions/transactionView';

/** 002 §9: the search waits 200 ms after typing and shows at most 25 transactions. */
const SEARCH_DEBOUNCE_MS = 200;
const SEARCH_LIMIT = '25';
const REFUNDABLE_STATUSES = TRANSACTION_STATUSES.filter(isRefundable);

interface TransactionPickerProps {
  value: TransactionRow | undefined;
  onChange: (transaction: TransactionRow | undefined) => void;
  error?: string | undefined;
}

/**
 * Finds the transaction to refund by merchant reference, id or customer name (the list's search), among
 * payments that can be refunded, with customer and payment profile populated.
 */
export function TransactionPicker({ value, onChange, error }: TransactionPickerProps) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const { client, scopeKey } = useScopedApi();
  const [search, setSearch] = useState('');
  const label = (row: TransactionRow) =>
    [row.merchant_reference, formatMoney(row.amount, currencyOf(row), locale), customerName(row)]
      .filter(Boolean)
      .join(' · ');
  // A pick puts the option's label in the search box: that is not a search.
  const picked = value !== undefined && search === label(value);
  const [debounced] = useDebouncedValue(picked ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [scopeKey, 'transaction', 'refundSearch', debounced],
    queryFn: ({ signal }) =>
      client.list(
        'transaction',
        {
          _search: debounced,
          _limit: SEARCH_LIMIT,
          'status[]': REFUNDABLE_STATUSES,
        },
        { signal, populate: TRANSACTION_POPULATE },
      ),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
  const rows = [
    ...(found.data ?? []),
    ...(value && !found.data?.some((row) => row.id === value.id) ? [value] : []),
  ];
  return (
    <Select
      label={t('refunds.transaction')}
      description={t('refunds.searchHint')}
      placeholder={t('refunds.searchPlaceholder')}
      required
      searchable
      clearable
      data={rows.map((row) => ({ value: row.id, label: label(row) }))}
      // The server searched already; every answer it gave is an option.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.id ?? null}
      onChange={(id) => onChange(rows.find((row) => row.id === id))}
      nothingFoundMessage={debounced ? t('list.emptyTitle') : t('refunds.searchPlaceholder')}
      error={error}
    />
  );
}
