import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  merchantScopeBase,
  RECONCILIATION_CATEGORIES,
  type Reconciliation,
  type ReconciliationCategory,
} from '@psp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { ListPagination } from '../kit/list/ListPagination';
import { ListStatus } from '../kit/list/ListStatus';

/** The colour of a result's dot (the label stays in the text colour, readable on every row, as a status tag). */
const CATEGORY_COLOURS: Record<ReconciliationCategory, string> = {
  matched: 'green',
  amount_difference: 'orange',
  missing_ours: 'red',
  missing_processor: 'red',
};

function CategoryTag({ category, label }: { category: ReconciliationCategory; label: string }) {
  return (
    <Badge variant="dot" color={CATEGORY_COLOURS[category]} radius="sm" tt="none" fw={600}>
      {label}
    </Badge>
  );
}

/**
 * A processor settlement's reconciliation: per currency and category what the processor reported, what
 * we settled and the difference (never added across currencies), then the lines, unmatched ones first.
 */
export function ReconciliationView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { organisation, scopeKey } = useScopedApi();
  const [category, setCategory] = useState<ReconciliationCategory | 'all'>('all');
  const [page, setPage] = useState({ skip: 0, limit: 25 });
  const reconciliation = useQuery({
    queryKey: [scopeKey, 'processorsettlement', 'reconciliation', id, category, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<Reconciliation>('GET', `processorsettlement/${encodeURIComponent(id)}/reconciliation`, {
        signal,
        ...(organisation && { organisation }),
        query: {
          _limit: page.limit,
          _skip: page.skip,
          ...(category !== 'all' && { category }),
        },
      }),
  });
  if (reconciliation.isError) return <ListStatus kind="error" error={reconciliation.error} />;
  const data = reconciliation.data;
  if (!data) return null;
  const label = (value: ReconciliationCategory) => t(`admin.reconciliation.categories.${value}`);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.reconciliation.span')} <DateTime value={data.from} /> – <DateTime value={data.to} />
      </Text>
      <Title order={2} size="h5">
        {t('admin.reconciliation.totals')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.reconciliation.category')}</Table.Th>
              <Table.Th ta="right">{t('admin.reconciliation.count')}</Table.Th>
              <Table.Th ta="right">{t('admin.reconciliation.reported')}</Table.Th>
              <Table.Th ta="right">{t('admin.reconciliation.ours')}</Table.Th>
              <Table.Th ta="right">{t('admin.reconciliation.difference')}</Table.Th>
              <Table.Th ta="right">{t('admin.reconciliation.fee')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.totals.map((total) => (
              <Table.Tr key={`${total.currency_code}-${total.category}`} data-category={total.category}>
                <Table.Td>
                  <CategoryTag category={total.category} label={label(total.category)} />{' '}
                  <Text size="xs" c="dimmed" span>
                    {total.currency_code}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{total.count}</Table.Td>
                <Table.Td ta="right">
                  <Money amount={total.reported_amount} currency={total.currency_code} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money amount={total.amount} currency={total.currency_code} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money amount={total.difference} currency={total.currency_code} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money amount={total.fee} currency={total.currency_code} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h5">
          {t('admin.reconciliation.lines')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('admin.reconciliation.category')}
          value={category}
          onChange={(value) => {
            setCategory(value as ReconciliationCategory | 'all');
            setPage((current) => ({ ...current, skip: 0 }));
          }}
          data={[
            { value: 'all', label: t('admin.reconciliation.all') },
            ...RECONCILIATION_CATEGORIES.map((value) => ({ value, label: label(value) })),
          ]}
        />
      </Group>
      {data.lines.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.reconciliation.category')}</Table.Th>
                <Table.Th>{t('admin.reconciliation.externalId')}</Table.Th>
                <Table.Th>{t('admin.reconciliation.transaction')}</Table.Th>
                <Table.Th>{t('admin.reconciliation.settledAt')}</Table.Th>
                <Table.Th ta="right">{t('admin.reconciliation.reported')}</Table.Th>
                <Table.Th ta="right">{t('admin.reconciliation.ours')}</Table.Th>
                <Table.Th ta="right">{t('admin.reconciliation.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((line) => (
                <Table.Tr key={`${line.external_id}-${line.transaction?.id}`} data-category={line.category}>
                  <Table.Td>
                    <CategoryTag category={line.category} label={label(line.category)} />
                  </Table.Td>
                  <Table.Td>{line.external_id ?? '—'}</Table.Td>
                  <Table.Td>
                    {line.transaction ? (
                      <Anchor
                        component={Link}
                        to={`${merchantScopeBase(line.transaction.organisation)}transactions?_open=${line.transaction.id}`}
                        size="sm"
                      >
                        {line.transaction.merchant_reference}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={line.settled_at} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.reported_amount === null ? (
                      '—'
                    ) : (
                      <Money amount={line.reported_amount} currency={line.currency_code} />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.amount === null ? (
                      '—'
                    ) : (
                      <Money amount={line.amount} currency={line.currency_code} />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={line.difference} currency={line.currency_code} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        skip={page.skip}
        limit={page.limit}
        total={data.count}
        onChange={(change) => setPage((current) => ({ ...current, ...change }))}
      />
    </Stack>
  );
}
