import { Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  type bestCustomerSchema,
  CUSTOMER_STATUSES,
  scopeOfPath,
  type seriesAnswerSchema,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useScopedApi } from '../kit/api/useScopedApi';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { chartLocale, shortDay } from './chartLocale';
import { lineChartOption } from './chartOptions';
import { DonutChart } from './DonutChart';
import { EChart } from './EChart';
import { type Measure, MeasureSwitch } from './MeasureSwitch';
import { RfmPanel } from './RfmPanel';
import { StatisticsBlock } from './StatisticsBlock';
import { StatisticsFailures } from './StatisticsFailures';
import { StatisticsFilters, useStatisticsRange } from './StatisticsFilters';
import { useStatistic } from './useStatistic';

const OPERATION = 'customer.statistics';

/** Customer statistics (001 §2.3): new customers, statuses, the RFM panel and the best customers. */
export function CustomerStatisticsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('routes.dashboardCustomers')} />
      <StatisticsFailures />
      <StatisticsFilters />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CustomerLine />
        <CustomerStatuses />
      </SimpleGrid>
      <RfmPanel />
      <BestCustomers />
    </Stack>
  );
}

function CustomerLine() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { range, period } = useStatisticsRange();
  const { data } = useStatistic<z.infer<typeof seriesAnswerSchema>>('customer/aggregate/stats', OPERATION, {
    ...range,
    period,
  });
  const chart = useMemo(() => {
    if (!data) return undefined;
    const labels = data.items.map((item) => shortDay(item.period.slice(0, 10), locale));
    return {
      option: lineChartOption(labels, [
        { name: t('statistics.customers.new'), data: data.items.map((item) => item.count) },
      ]),
      rows: data.items.map((item, index) => [labels[index]!, String(item.count)]),
      total: data.items.reduce((sum, item) => sum + item.count, 0),
    };
  }, [data, locale, t]);
  const title = t('statistics.customers.new');
  return (
    <StatisticsBlock title={title}>
      {chart && (
        <>
          <Text fw={600} data-testid="new-customers">
            {chart.total}
          </Text>
          <EChart
            option={chart.option}
            height={400}
            label={title}
            table={{
              caption: title,
              columns: [t('statistics.period'), t('statistics.count')],
              rows: chart.rows,
            }}
          />
        </>
      )}
    </StatisticsBlock>
  );
}

/** Customers of the range per status; a slice opens the customer list of that status and range. */
function CustomerStatuses() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { basePath } = scopeOfPath(useLocation().pathname);
  const { client, scopeKey } = useScopedApi();
  const { from, to, listSearch } = useStatisticsRange();
  const range = { ...(from && { 'created_at>': from }), ...(to && { 'created_at<': to }) };
  const { data, status } = useQuery({
    queryKey: [scopeKey, 'statistics', 'customer-statuses', range],
    queryFn: ({ signal }) =>
      Promise.all(
        CUSTOMER_STATUSES.map(async (status) => ({
          status,
          count: (await client.count('customer', { ...range, status }, { signal })).count,
        })),
      ),
  });
  const counted = useMemo(() => (data ?? []).filter((slice) => slice.count > 0), [data]);
  const slices = useMemo(
    () =>
      counted.map((slice) => ({
        label: t(`status.${slice.status}`, { defaultValue: slice.status }),
        value: slice.count,
      })),
    [counted, t],
  );
  const onSelect = useCallback(
    (index: number) => {
      const status = counted[index]?.status;
      if (status) navigate(`${basePath}customers?${listSearch({ status })}`);
    },
    [counted, navigate, basePath, listSearch],
  );
  return (
    <DonutChart
      title={t('statistics.customers.statuses')}
      slices={slices}
      status={status}
      onSelect={onSelect}
    />
  );
}

function BestCustomers() {
  const { t } = useTranslation();
  const { basePath } = scopeOfPath(useLocation().pathname);
  const [by, setBy] = useState<Measure>('volume');
  const { data } = useStatistic<z.infer<typeof bestCustomerSchema>[]>('customer/aggregate/best', OPERATION, {
    _limit: '10',
    by,
  });
  return (
    <StatisticsBlock
      title={t('statistics.customers.best')}
      actions={<MeasureSwitch value={by} onChange={setBy} />}
    >
      <Table data-testid="best-customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.name')}</Table.Th>
            <Table.Th>{t('statistics.customers.city')}</Table.Th>
            <Table.Th>{t('statistics.customers.region')}</Table.Th>
            <Table.Th>{t('statistics.country')}</Table.Th>
            <Table.Th ta="right">{t('statistics.volume')}</Table.Th>
            <Table.Th ta="right">{t('statistics.count')}</Table.Th>
            <Table.Th>{t('statistics.status')}</Table.Th>
            <Table.Th>
              <Text size="sm" fw={600}>
                {t('statistics.customers.view')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data ?? []).map((row) => (
            <Table.Tr key={row.customer.id}>
              <Table.Td>{row.customer.name ?? '—'}</Table.Td>
              <Table.Td>{row.customer.city ?? '—'}</Table.Td>
              <Table.Td>{row.customer.region ?? '—'}</Table.Td>
              <Table.Td>{row.customer.country_code ?? '—'}</Table.Td>
              <Table.Td ta="right">
                <Money amount={row.volume} currency={row.currency_code} />
              </Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td>
                <StatusTag family="customer" status={row.customer.status} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${basePath}customers?_open=${row.customer.id}`}
                  aria-label={`${t('statistics.customers.view')} ${row.customer.name ?? row.customer.id}`}
                >
                  {t('statistics.customers.view')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StatisticsBlock>
  );
}
