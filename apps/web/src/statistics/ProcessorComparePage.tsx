import { Affix, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { COMPARE_STATUSES, type processorComparisonSchema, STATISTICS_LIMITS } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useScopedApi } from '../kit/api/useScopedApi';
import { labelWithOrganisation, useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { Money } from '../kit/format/Money';
import { paymentProductName } from '../kit/format/paymentProductName';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { chartLocale, percentFormat } from './chartLocale';
import { StatisticsFailures } from './StatisticsFailures';
import { useStatistic } from './useStatistic';

type Comparison = z.infer<typeof processorComparisonSchema>;
const MAX = STATISTICS_LIMITS.compareMax;

/**
 * Processor compare (001 §2.4, §5): pick up to three processors, compare two or three; with one to three
 * processors in all, they are compared at once. The compared ids live in the URL (`ids`).
 */
export function ProcessorComparePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { client, scopeKey } = useScopedApi();
  const { data: processors } = useQuery({
    queryKey: [scopeKey, 'processor', 'compare-list'],
    queryFn: ({ signal }) =>
      client.list(
        'processor',
        { _limit: String(STATISTICS_LIMITS.processors), _sort: 'name', _populate: 'organisation' },
        { signal },
      ),
  });
  // Shops name their processors alike: where the scope spans several merchants, a name carries its merchant's.
  const withOrganisation = labelWithOrganisation(useSpansOrganisations(false));
  const labels = new Map(
    (processors ?? []).map((processor) => [
      processor.id,
      withOrganisation(processor.name, processor.organisation),
    ]),
  );
  const compared = (params.get('ids') ?? '').split(',').filter(Boolean);
  const [selected, setSelected] = useState<string[]>([]);
  const compare = (ids: readonly string[]) =>
    setParams(ids.length ? { ids: ids.join(',') } : {}, { replace: true });

  // Once, when the list arrives: a user who clears the comparison is not overruled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the processor list only
  useEffect(() => {
    if (!processors || compared.length > 0) return;
    if (processors.length >= 1 && processors.length <= MAX)
      compare(processors.map((processor) => processor.id));
  }, [processors]);

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  return (
    <Stack pb={80}>
      <PageHeader title={t('routes.processorCompare')} />
      <StatisticsFailures />
      {compared.length > 0 ? (
        <CompareTable ids={compared} labels={labels} onClear={() => compare([])} />
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Text size="sm" fw={600}>
                  {t('statistics.compare.select')}
                </Text>
              </Table.Th>
              <Table.Th>{t('statistics.name')}</Table.Th>
              <Table.Th>{t('statistics.compare.paymentProduct')}</Table.Th>
              <Table.Th>{t('statistics.compare.gateway')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(processors ?? []).map((processor) => {
              const checked = selected.includes(processor.id);
              return (
                <Table.Tr key={processor.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={labels.get(processor.id)}
                      checked={checked}
                      disabled={!checked && selected.length >= MAX}
                      onChange={() => toggle(processor.id)}
                    />
                  </Table.Td>
                  <Table.Td>{labels.get(processor.id)}</Table.Td>
                  <Table.Td>{paymentProductName(t, processor.payment_product)}</Table.Td>
                  <Table.Td>{processor.gateway === 'direct' ? '—' : processor.gateway}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {compared.length === 0 && selected.length > 0 && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }}>
          <Paper withBorder shadow="md" p="sm">
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSelected([])}>
                {t('statistics.compare.clear')}
              </Button>
              <Button disabled={selected.length < 2} onClick={() => compare(selected)}>
                {t('statistics.compare.compareItems', { count: selected.length })}
              </Button>
            </Group>
          </Paper>
        </Affix>
      )}
    </Stack>
  );
}

interface CompareTableProps {
  ids: readonly string[];
  /** Each processor's name as the selection table writes it (with its merchant's where needed). */
  labels: ReadonlyMap<string, string>;
  onClear: () => void;
}

function CompareTable({ ids, labels, onClear }: CompareTableProps) {
  const { t } = useTranslation();
  const percent = percentFormat(chartLocale(useLanguage()));
  const { data } = useStatistic<Comparison[]>('statistics/processor/compare', 'statistics.processors', {
    ids: ids.join(','),
  });
  const amounts = (value: Comparison['total']) =>
    value.amounts.length === 0
      ? '—'
      : value.amounts.map((amount) => (
          <Money key={amount.currency_code} amount={amount.amount} currency={amount.currency_code} />
        ));
  const rows: { label: string; cell: (processor: Comparison) => React.ReactNode }[] = [
    {
      label: t('statistics.compare.conversion'),
      cell: (processor) => percent(processor.conversion),
    },
    { label: t('statistics.compare.totalCount'), cell: (processor) => processor.total.count },
    { label: t('statistics.compare.totalAmount'), cell: (processor) => amounts(processor.total) },
    { label: t('statistics.compare.successfulCount'), cell: (processor) => processor.successful.count },
    { label: t('statistics.compare.successfulAmount'), cell: (processor) => amounts(processor.successful) },
    ...COMPARE_STATUSES.flatMap((status) => {
      const of = (processor: Comparison) => processor.statuses.find((row) => row.status === status)!;
      const name = t(`status.${status}`, { defaultValue: status });
      return [
        { label: `${name} · ${t('statistics.count')}`, cell: (processor: Comparison) => of(processor).count },
        {
          label: `${name} · ${t('statistics.amount')}`,
          cell: (processor: Comparison) => amounts(of(processor)),
        },
      ];
    }),
  ];
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{t('statistics.compare.window')}</Text>
        <Button variant="default" onClick={onClear}>
          {t('statistics.compare.clear')}
        </Button>
      </Group>
      <Table striped data-testid="compare-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {(data ?? []).map((processor) => (
              <Table.Th key={processor.id} scope="col">
                {labels.get(processor.id) ?? processor.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {(data ?? []).map((processor) => (
                <Table.Td key={processor.id}>{row.cell(processor)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
