import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { CURRENCIES, type Merchant } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { DataTable } from '../kit/list/DataTable';
import { DebouncedTextInput } from '../kit/list/DebouncedTextInput';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListPagination } from '../kit/list/ListPagination';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';
import { MerchantDetail } from './MerchantDetail';
import { MerchantStatus } from './MerchantStatus';
import { MerchantVolumes } from './MerchantVolumes';
import { useMerchants } from './useMerchants';

const COLUMNS: readonly ListColumn<Merchant>[] = [
  {
    id: 'name',
    labelKey: 'admin.merchants.name',
    sortField: 'name',
    render: (merchant) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {merchant.name}
        </Text>
        {merchant.parent && (
          <Text size="xs" c="dimmed">
            {merchant.parent.name}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'amount',
    labelKey: 'admin.merchants.amount',
    sortField: 'amount',
    align: 'right',
    render: (merchant) => <MerchantVolumes volumes={merchant.last24hours} />,
  },
  {
    id: 'count',
    labelKey: 'admin.merchants.count',
    sortField: 'count',
    align: 'right',
    render: (m) => m.count,
  },
  { id: 'active', labelKey: 'admin.merchants.status', render: (m) => <MerchantStatus active={m.active} /> },
];

const ACTIVE_CHOICES = ['true', 'false', 'all'] as const;

/**
 * 001 §2.2: the provider's merchants, by their amount of the last 24 hours (in the currency chosen for
 * the sort; every currency is shown apart) and active only by default; a row opens the merchant with its
 * toggle. All state is in the URL.
 */
export function MerchantsPage() {
  const { t } = useTranslation();
  const { me } = useAccess();
  const [params, setParams] = useSearchParams();
  const active = params.get('active');
  const limit = Number(params.get('_limit') ?? 25);
  const skip = Number(params.get('_skip') ?? 0);
  const sort = params.get('_sort') ?? '-amount';
  const currency = params.get('currency_code') ?? me.organisation.base_currency;
  const open = params.get('_open');
  const list = useMerchants({
    active: active === 'true' || active === 'false' ? active : undefined,
    _sort: sort,
    _search: params.get('_search') || undefined,
    currency_code: currency,
    _limit: limit,
    _skip: skip,
  });
  const change = (values: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('_skip' in values) && !('_open' in values)) next.delete('_skip');
      return next;
    });
  const rows = list.data?.rows ?? [];
  // A toggled merchant may leave the list (active only): its panel stays, with the state the answer gave.
  const [toggled, setToggled] = useState<Merchant>();
  const opened = rows.find((row) => row.id === open) ?? (toggled?.id === open ? toggled : undefined);
  return (
    <>
      <PageHeader title={t('routes.merchants')} />
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <DebouncedTextInput
          label={t('list.search')}
          value={params.get('_search') ?? ''}
          onChange={(value) => change({ _search: value || null })}
          w={240}
        />
        <SegmentedControl
          aria-label={t('admin.merchants.status')}
          value={active ?? 'all'}
          onChange={(value) => change({ active: value === 'all' ? null : value })}
          data={ACTIVE_CHOICES.map((choice) => ({
            value: choice,
            label: t(`admin.merchants.show.${choice}`),
          }))}
        />
        <NativeSelect
          label={t('admin.merchants.sortCurrency')}
          value={currency}
          onChange={(event) => change({ currency_code: event.currentTarget.value })}
          data={[...CURRENCIES]}
          w={120}
        />
      </Group>
      {list.isError ? (
        <ListStatus kind="error" error={list.error} onRetry={() => list.refetch()} />
      ) : !list.isPending && rows.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <DataTable
          caption={t('routes.merchants')}
          columns={COLUMNS}
          rows={rows}
          sort={sort}
          onSort={(next) => change({ _sort: next })}
          onOpen={(id) => change({ _open: id })}
        />
      )}
      <ListPagination
        skip={skip}
        limit={limit}
        total={list.data?.total}
        onChange={(page) => change({ _skip: page.skip ?? 0, ...(page.limit && { _limit: page.limit }) })}
      />
      {opened && (
        <MerchantDetail
          merchant={opened}
          onToggled={(active, reason) => setToggled({ ...opened, active, deactivation_reason: reason })}
          onClose={() => change({ _open: null })}
        />
      )}
    </>
  );
}
