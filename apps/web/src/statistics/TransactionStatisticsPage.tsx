import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  type dayAndTimeAnswerSchema,
  formatMoney,
  type groupAnswerSchema,
  type lifecycleAnswerSchema,
  type locationAnswerSchema,
  scopeOfPath,
  type seriesAnswerSchema,
  type totalsAnswerSchema,
} from '@psp/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paymentProductName } from '../kit/format/paymentProductName';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { CurrencyTotals } from './CurrencyTotals';
import { chartLocale, percentFormat, shortDay } from './chartLocale';
import { barChartOption, heatGridOption, lineChartOption, padBars, worldMapOption } from './chartOptions';
import { DonutChart } from './DonutChart';
import { EChart } from './EChart';
import { MeasureSwitch } from './MeasureSwitch';
import { StatisticsBlock } from './StatisticsBlock';
import { StatisticsFailures } from './StatisticsFailures';
import { StatisticsFilters, useStatisticsRange } from './StatisticsFilters';
import { useStatistic } from './useStatistic';

type Groups = z.infer<typeof groupAnswerSchema>;
const OPERATION = 'transaction.statistics';
/** The countries listed under the map (the map shows them all). */
const TOP_COUNTRIES = 5;

/** Payment statistics (001 §2.3): every chart over the URL's range, each clicking through to the list. */
export function TransactionStatisticsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('routes.dashboardTransactions')} />
      <StatisticsFailures />
      <StatisticsFilters />
      <RevenueLine />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <GroupBars group="payment_product" title={t('statistics.transactions.paymentTypes')} />
        <Countries />
      </SimpleGrid>
      <Lifecycle />
      <DayAndTime />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <GroupDonut group="status" title={t('statistics.transactions.outcomes')} />
        <GroupDonut group="platform" title={t('statistics.transactions.platforms')} />
        <GroupDonut group="browser" title={t('statistics.transactions.browsers')} />
      </SimpleGrid>
    </Stack>
  );
}

/** The transaction list of the scope with the range and `filters` (the charts' click-through). */
function useListHref() {
  const { basePath } = scopeOfPath(useLocation().pathname);
  const { listSearch } = useStatisticsRange();
  return useCallback(
    (filters: Record<string, string>) => `${basePath}transactions?${listSearch(filters)}`,
    [basePath, listSearch],
  );
}

/** Opens the transaction list of the scope with the range and `filters`. */
function useOpenList() {
  const navigate = useNavigate();
  const listHref = useListHref();
  return useCallback((filters: Record<string, string>) => navigate(listHref(filters)), [navigate, listHref]);
}

function useMoney(currency: string | undefined) {
  const locale = chartLocale(useLanguage());
  return useCallback((value: number) => formatMoney(value, currency ?? 'EUR', locale), [currency, locale]);
}

function RevenueLine() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { range, period } = useStatisticsRange();
  const { data } = useStatistic<z.infer<typeof seriesAnswerSchema>>(
    'transaction/aggregate/stats',
    OPERATION,
    { ...range, period },
  );
  const { data: totals } = useStatistic<z.infer<typeof totalsAnswerSchema>>(
    'transaction/aggregate/total',
    OPERATION,
    { ...range, period },
  );
  const money = useMoney(data?.currency_code);
  const chart = useMemo(() => {
    if (!data) return undefined;
    const labels = data.items.map((item) => shortDay(item.period.slice(0, 10), locale));
    return {
      option: lineChartOption(labels, [
        { name: t('statistics.volume'), data: data.items.map((item) => item.volume), format: money },
        { name: t('statistics.count'), data: data.items.map((item) => item.count) },
      ]),
      rows: data.items.map((item, index) => [labels[index]!, money(item.volume), String(item.count)]),
    };
  }, [data, locale, money, t]);
  return (
    <StatisticsBlock title={t('statistics.transactions.revenue')}>
      {totals && (
        <CurrencyTotals
          count={totals.count}
          countGrowth={totals.count_growth}
          averageCount={totals.average_count_per_period}
          period={totals.period}
          totals={totals.totals}
          testId="revenue-totals"
        />
      )}
      {chart && (
        <EChart
          option={chart.option}
          height={380}
          label={t('statistics.transactions.revenue')}
          table={{
            caption: t('statistics.transactions.revenue'),
            columns: [t('statistics.period'), t('statistics.volume'), t('statistics.count')],
            rows: chart.rows,
          }}
        />
      )}
    </StatisticsBlock>
  );
}

function GroupBars({ group, title }: { group: 'payment_product'; title: string }) {
  const { t } = useTranslation();
  const { range } = useStatisticsRange();
  const open = useOpenList();
  const { data } = useStatistic<Groups>('transaction/aggregate', OPERATION, { ...range, group_by: group });
  const bars = useMemo(
    () =>
      padBars(
        (data?.items ?? []).map((item) => ({
          label: item.value ? paymentProductName(t, item.value) : '—',
          value: item.count,
        })),
      ),
    [data, t],
  );
  const option = useMemo(() => barChartOption(bars), [bars]);
  const onSelect = useCallback(
    (index: number) => {
      const value = data?.items[index]?.value;
      if (value) open({ [group]: value });
    },
    [data, group, open],
  );
  return (
    <StatisticsBlock title={title} description={t('statistics.everyOutcome')}>
      <EChart
        option={option}
        height={400}
        label={title}
        onSelect={onSelect}
        table={{
          caption: title,
          columns: [t('statistics.value'), t('statistics.count')],
          rows: (data?.items ?? []).map((item) => [
            item.value ? paymentProductName(t, item.value) : '—',
            String(item.count),
          ]),
        }}
      />
    </StatisticsBlock>
  );
}

/** Volume by card country (001 §2.3): a world map and the busiest countries, each opening the list of that country. */
function Countries() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { range } = useStatisticsRange();
  const listHref = useListHref();
  const open = useOpenList();
  const { data } = useStatistic<z.infer<typeof locationAnswerSchema>>(
    'transaction/aggregate/location',
    OPERATION,
    range,
  );
  const money = useMoney(data?.currency_code);
  const countries = useMemo(
    () =>
      (data?.items ?? [])
        .map((item) => ({ code: item.location.alpha2, value: Number(item.volume) }))
        .sort((a, b) => b.value - a.value),
    [data],
  );
  const { nameOf, share } = useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return { nameOf: (code: string) => regions.of(code) ?? code, share: percentFormat(locale) };
  }, [locale]);
  const option = useMemo(() => worldMapOption(countries, nameOf, money), [countries, nameOf, money]);
  const onSelect = useCallback(
    (index: number) => {
      const country = countries[index]?.code;
      if (country) open({ country_code: country });
    },
    [countries, open],
  );
  const total = countries.reduce((sum, country) => sum + country.value, 0);
  const title = t('statistics.transactions.countries');
  return (
    <StatisticsBlock title={title} description={t('statistics.everyOutcome')}>
      <EChart
        option={option}
        height={240}
        label={title}
        onSelect={onSelect}
        table={{
          caption: title,
          columns: [t('statistics.country'), t('statistics.volume')],
          rows: countries.map((country) => [nameOf(country.code), money(country.value)]),
        }}
      />
      <Table mt="sm" aria-label={t('statistics.transactions.topCountries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.country')}</Table.Th>
            <Table.Th ta="right">{t('statistics.volume')}</Table.Th>
            <Table.Th ta="right">{t('statistics.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {countries.slice(0, TOP_COUNTRIES).map((country) => (
            <Table.Tr key={country.code}>
              <Table.Td>
                <Anchor component={Link} to={listHref({ country_code: country.code })}>
                  {nameOf(country.code)}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{money(country.value)}</Table.Td>
              <Table.Td ta="right">{share(total > 0 ? country.value / total : 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StatisticsBlock>
  );
}

/** The lifecycle bubbles (001 §2.3): each status with its share, linking to its payments. */
function Lifecycle() {
  const { t } = useTranslation();
  const { range } = useStatisticsRange();
  const listHref = useListHref();
  const percent = percentFormat(chartLocale(useLanguage()));
  const [measure, setMeasure] = useState<'count' | 'volume'>('count');
  const { data } = useStatistic<z.infer<typeof lifecycleAnswerSchema>>(
    'transaction/aggregate/lifecycle',
    OPERATION,
    range,
  );
  return (
    <StatisticsBlock
      title={t('statistics.transactions.lifecycle')}
      actions={<MeasureSwitch value={measure} onChange={setMeasure} />}
    >
      <Group gap="md" justify="center">
        {(data?.items ?? []).map((item) => {
          const share = measure === 'count' ? item.count_percentage : item.volume_percentage;
          const size = 56 + Math.sqrt(share) * 10;
          return (
            <Anchor
              key={item.name}
              component={Link}
              to={listHref({ status: item.name })}
              data-testid={`lifecycle-${item.name}`}
              style={{
                width: size,
                height: size,
                borderRadius: '50%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                background: 'var(--mantine-color-blue-0)',
                color: 'var(--mantine-color-blue-9)',
                textAlign: 'center',
              }}
            >
              <Text size="xs" fw={600}>
                {percent(share / 100)}
              </Text>
              <Text size="xs">{t(`status.${item.name}`, { defaultValue: item.name })}</Text>
            </Anchor>
          );
        })}
      </Group>
    </StatisticsBlock>
  );
}

/** The 7 × 24 grid with a count/volume switch, and the weekday and hour bars read from the same cells. */
function DayAndTime() {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = chartLocale(language);
  const { range } = useStatisticsRange();
  const [measure, setMeasure] = useState<'count' | 'volume'>('count');
  const { data } = useStatistic<z.infer<typeof dayAndTimeAnswerSchema>>(
    'statistics/dayandtime',
    OPERATION,
    range,
  );
  const money = useMoney(data?.currency_code);
  const format = measure === 'count' ? String : money;
  // ISO weekdays from Monday (a Monday in January 2024 is the 1st).
  const dayNames = useMemo(
    () =>
      Array.from({ length: 7 }, (_, index) =>
        new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + index)),
      ),
    [locale],
  );
  const cells = useMemo(
    () => (data?.items ?? []).map((cell) => ({ day: cell.day, hour: cell.hour, value: cell[measure] })),
    [data, measure],
  );
  const grid = useMemo(() => heatGridOption(cells, dayNames, format), [cells, dayNames, format]);
  const perDay = dayNames.map((name, index) => ({
    label: name,
    value: cells.filter((cell) => cell.day === index + 1).reduce((sum, cell) => sum + cell.value, 0),
  }));
  const perHour = Array.from({ length: 24 }, (_, hour) => ({
    label: String(hour).padStart(2, '0'),
    value: cells.filter((cell) => cell.hour === hour).reduce((sum, cell) => sum + cell.value, 0),
  }));
  const dayOption = useMemo(
    () => barChartOption(padBars(perDay), measure === 'volume' ? money : undefined),
    [perDay, measure, money],
  );
  const hourOption = useMemo(
    () => barChartOption(padBars(perHour), measure === 'volume' ? money : undefined),
    [perHour, measure, money],
  );
  const title = t('statistics.transactions.dayAndTime');
  const table = (caption: string, rows: { label: string; value: number }[]) => ({
    caption,
    columns: [t('statistics.value'), t(`statistics.${measure}`)],
    rows: rows.map((row) => [row.label, format(row.value)]),
  });
  return (
    <StatisticsBlock
      title={title}
      description={t('statistics.everyOutcome')}
      actions={<MeasureSwitch value={measure} onChange={setMeasure} />}
    >
      <EChart
        option={grid}
        height={320}
        label={title}
        table={{
          caption: title,
          columns: [t('statistics.day'), ...perHour.map((hour) => hour.label)],
          rows: dayNames.map((name, index) => [
            name,
            ...cells.filter((cell) => cell.day === index + 1).map((cell) => format(cell.value)),
          ]),
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
        <EChart
          option={dayOption}
          height={400}
          label={t('statistics.transactions.perWeekday')}
          table={table(t('statistics.transactions.perWeekday'), perDay)}
        />
        <EChart
          option={hourOption}
          height={400}
          label={t('statistics.transactions.perHour')}
          table={table(t('statistics.transactions.perHour'), perHour)}
        />
      </SimpleGrid>
    </StatisticsBlock>
  );
}

function GroupDonut({ group, title }: { group: 'status' | 'platform' | 'browser'; title: string }) {
  const { t } = useTranslation();
  const { range } = useStatisticsRange();
  const open = useOpenList();
  const { data, status } = useStatistic<Groups>('transaction/aggregate', OPERATION, {
    ...range,
    group_by: group,
  });
  const slices = useMemo(
    () =>
      (data?.items ?? []).map((item) => ({
        label:
          item.value === null
            ? t('statistics.unknown')
            : group === 'status'
              ? t(`status.${item.value}`, { defaultValue: item.value })
              : item.value,
        value: item.count,
      })),
    [data, group, t],
  );
  const onSelect = useCallback(
    (index: number) => {
      const value = data?.items[index]?.value;
      if (value) open({ [group]: value });
    },
    [data, group, open],
  );
  return <DonutChart title={title} slices={slices} status={status} onSelect={onSelect} />;
}
