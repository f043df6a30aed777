import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  type achievementsAnswerSchema,
  type dailyStatsAnswerSchema,
  formatMoney,
  type merchantRevenueSchema,
  type payeePayoutsSchema,
  type recentItemSchema,
  scopeOfPath,
  TREND_COLOURS,
  type todayAnswerSchema,
  trendReading,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { meQuery } from '../auth/meQuery';
import { usePermission } from '../kit/api/usePermission';
import { useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { paymentProductName } from '../kit/format/paymentProductName';
import { StatusTag } from '../kit/format/StatusTag';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { chartLocale, growthFormat, shortDay } from './chartLocale';
import { StatisticsBlock } from './StatisticsBlock';
import { StatisticsFailures } from './StatisticsFailures';
import { StatisticsLoading } from './StatisticsLoading';
import { SvgChart } from './SvgChart';
import { READER_TIME_ZONE, useStatistic } from './useStatistic';

type Daily = z.infer<typeof dailyStatsAnswerSchema>;

/**
 * The dashboard every user lands on (001 §2.1): merchant at `/`, provider at `/psp`. Each block shows only
 * for the roles of 001 §6; the provider view adds the top merchants and the MFA advice, the merchant view
 * the achievements of the last seven days.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { kind, basePath } = scopeOfPath(useLocation().pathname);
  const provider = kind === 'provider';
  const { data: me } = useQuery(meQuery);
  // Two columns of blocks, each as tall as its own blocks: money on the left, who and what on the right.
  const columns = [
    [
      may('statistics.revenue') && <RevenueCard key="revenue" />,
      may('settlement.list') && <PayoutCard key="payouts" />,
    ],
    [
      provider && may('statistics.merchants') && <TopMerchants key="merchants" />,
      may('transaction.list') && <RecentActivity key="recent" basePath={basePath} />,
    ],
  ]
    .map((blocks) => blocks.filter((block) => block !== false))
    .filter((blocks) => blocks.length > 0);
  return (
    <Stack>
      <PageHeader
        title={t('routes.dashboard')}
        actions={
          may('transaction.list') && (
            <Anchor component={Link} to={`${basePath}transactions`}>
              {t('statistics.dashboard.viewAllTransactions')}
            </Anchor>
          )
        }
      />
      <StatisticsFailures />
      {provider && me?.user.mfa_type === null && !import.meta.env.DEV && (
        <Alert color="orange" title={t('statistics.dashboard.mfaTitle')}>
          {t('statistics.dashboard.mfaAdvice')}{' '}
          {/* In the text's colour, underlined: the link's blue on the orange background misses 4.5:1. */}
          <Anchor component={Link} to="/psp/profile" c="inherit" fz="inherit" underline="always" fw={600}>
            {t('statistics.dashboard.mfaLink')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: columns.length }}>
        {columns.map((blocks) => (
          <Stack key={blocks.map((block) => block.key).join()}>{blocks}</Stack>
        ))}
      </SimpleGrid>
      {may('statistics.revenue') && <RevenueOverview />}
      {may('statistics.revenue') && <BlockedPayments basePath={basePath} linked={may('transaction.list')} />}
      {!provider && may('statistics.revenue') && <Achievements />}
    </Stack>
  );
}

/** A bar per weekday, this week's against last week's, and today's expected total (001 §2.1). */
function RevenueCard() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { data: days } = useStatistic<Daily>('statistics/aggregate/day', 'statistics.revenue', {
    days: '14',
    tz: READER_TIME_ZONE,
  });
  const { data: today } = useStatistic<z.infer<typeof todayAnswerSchema>>(
    'statistics/today',
    'statistics.revenue',
    {
      tz: READER_TIME_ZONE,
    },
  );
  const chart = useMemo(() => {
    if (!days) return undefined;
    const previous = days.items.slice(0, 7);
    const current = days.items.slice(7);
    const weekday = (day: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(`${day}T12:00:00`));
    const amount = (value: number) => formatMoney(value, days.currency_code, locale);
    const categories = current.map((day) => weekday(day.date));
    const series = [
      {
        name: t('statistics.dashboard.lastWeek'),
        colour: 'var(--mantine-color-gray-5)',
        values: previous.map((day) => day.amount),
      },
      {
        name: t('statistics.dashboard.thisWeek'),
        colour: 'var(--mantine-color-blue-6)',
        values: current.map((day) => day.amount),
      },
    ];
    const rows = current.map((day, index) => [
      categories[index]!,
      amount(previous[index]?.amount ?? 0),
      amount(day.amount),
    ]);
    return { categories, series, rows, amount };
  }, [days, locale, t]);
  return (
    <StatisticsBlock title={t('statistics.dashboard.revenue')}>
      {today && (
        <Group gap="xl" mb="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('statistics.dashboard.today')}
            </Text>
            <Text fw={600} data-testid="today-amount">
              <Money amount={today.amount} currency={today.currency_code} />
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('statistics.dashboard.expected')}
            </Text>
            <Text fw={600}>
              <Money amount={today.expected_amount} currency={today.currency_code} />
            </Text>
          </div>
        </Group>
      )}
      {chart && (
        <SvgChart
          kind="bar"
          categories={chart.categories}
          series={chart.series}
          format={chart.amount}
          height={260}
          label={t('statistics.dashboard.revenueChart')}
          table={{
            caption: t('statistics.dashboard.revenueChart'),
            columns: [
              t('statistics.day'),
              t('statistics.dashboard.lastWeek'),
              t('statistics.dashboard.thisWeek'),
            ],
            rows: chart.rows,
          }}
        />
      )}
    </StatisticsBlock>
  );
}

/** The provider's five merchants with the most revenue in the last 24 hours. */
function TopMerchants() {
  const { t } = useTranslation();
  const { data } = useStatistic<z.infer<typeof merchantRevenueSchema>[]>(
    'statistics/merchants',
    'statistics.merchants',
  );
  return (
    <StatisticsBlock title={t('statistics.dashboard.topMerchants')}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.name')}</Table.Th>
            <Table.Th ta="right">{t('statistics.amount')}</Table.Th>
            <Table.Th ta="right">{t('statistics.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data ?? []).map((merchant) => (
            <Table.Tr key={merchant.id}>
              <Table.Td>
                <Anchor component={Link} to={`/psp/merchants/${merchant.id}/`}>
                  {merchant.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={merchant.last24hours.amount} currency={merchant.currency_code} />
              </Table.Td>
              <Table.Td ta="right">{merchant.last24hours.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data?.length === 0 && <Text c="dimmed">{t('statistics.empty')}</Text>}
    </StatisticsBlock>
  );
}

type Payee = z.infer<typeof payeePayoutsSchema>;
type Payout = Payee['last'];

/**
 * The last and the previous payout of each payee (001 §2.1, §7; issue 29): an organisation in one
 * currency, so a shop is never compared with another shop nor euros with dollars. The server answers two
 * payouts a payee; each shows its stage as the bank files say (the host2host screen's words).
 */
function PayoutCard() {
  const { t } = useTranslation();
  const several = useSpansOrganisations(false);
  const { data, status } = useStatistic<Payee[]>('statistics/payouts', 'settlement.list');
  const payout = (payout: Payout | null) =>
    payout ? (
      <Stack gap={2} align="flex-start">
        <Text fw={600}>
          <Money amount={payout.amount} currency={payout.currency_code} />
        </Text>
        <StatusTag family="payout" status={payout.stage} />
        <Text size="xs" c="dimmed">
          {payout.stage === 'PAID' && payout.paid_at ? (
            <>
              {t('statistics.payouts.paidOn')} <DateTime value={payout.paid_at} dateOnly />
            </>
          ) : (
            <>
              {t('statistics.payouts.expectedOn')}{' '}
              <DateTime value={`${payout.expected_at}T12:00:00`} dateOnly />
            </>
          )}
        </Text>
        {payout.file && (
          <Text size="xs" c="dimmed">
            {t('statistics.payouts.bankFile')} <DateTime value={payout.file.created_at} dateOnly />
          </Text>
        )}
      </Stack>
    ) : (
      <Text c="dimmed">{t('statistics.dashboard.noPayout')}</Text>
    );
  return (
    <StatisticsBlock title={t('statistics.dashboard.payout')}>
      {status === 'pending' && <StatisticsLoading />}
      {data?.length === 0 && <Text c="dimmed">{t('statistics.dashboard.noPayout')}</Text>}
      {data && data.length > 0 && (
        <Table data-testid="payouts" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {several ? t('statistics.payouts.payee') : t('statistics.payouts.currency')}
              </Table.Th>
              <Table.Th>{t('statistics.dashboard.lastPayout')}</Table.Th>
              <Table.Th>{t('statistics.dashboard.previousPayout')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((payee) => (
              <Table.Tr
                key={`${payee.organisation.id}-${payee.currency_code}`}
                data-payee={payee.organisation.name}
              >
                <Table.Th scope="row" fw={400}>
                  {several && <Text size="sm">{payee.organisation.name}</Text>}
                  <Text size="xs" c="dimmed">
                    {payee.currency_code}
                  </Text>
                </Table.Th>
                <Table.Td data-testid="last-payout">{payout(payee.last)}</Table.Td>
                <Table.Td data-testid="previous-payout">{payout(payee.previous)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </StatisticsBlock>
  );
}

const RECENT_COLOURS = { transaction: 'blue', blocked: 'red', refund: 'orange' } as const;

/** The newest payments and refunds of the scope, with a refresh button. */
function RecentActivity({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { data, refetch, isFetching } = useStatistic<z.infer<typeof recentItemSchema>[]>(
    'statistics/recent',
    'transaction.list',
  );
  return (
    <StatisticsBlock
      title={t('statistics.dashboard.recent')}
      actions={
        <Button size="xs" variant="default" loading={isFetching} onClick={() => void refetch()}>
          {t('statistics.refresh')}
        </Button>
      }
    >
      <Table>
        <Table.Tbody>
          {(data ?? []).map((item) => (
            <Table.Tr key={`${item.type}-${item.id}`}>
              <Table.Td>
                <Badge color={RECENT_COLOURS[item.type]} variant="dot" miw="max-content">
                  {t(`statistics.recentType.${item.type}`)}
                </Badge>
              </Table.Td>
              {/* Three columns, each with its detail under it, so the row fits half a screen. */}
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${basePath}${item.type === 'refund' ? 'refunds' : 'transactions'}?_open=${item.id}`}
                >
                  <Money amount={item.amount} currency={item.currency_code} />
                </Anchor>
                <Text size="xs" c="dimmed">
                  {paymentProductName(t, item.payment_product)}
                </Text>
              </Table.Td>
              <Table.Td>
                {item.organisation.name}
                <Text size="xs" c="dimmed">
                  <DateTime value={item.created_at} />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StatisticsBlock>
  );
}

/** Revenue and payments per day over the last 28 days. */
function RevenueOverview() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { data } = useStatistic<Daily>('statistics/aggregate/day', 'statistics.revenue', {
    days: '28',
    tz: READER_TIME_ZONE,
  });
  const chart = useMemo(() => {
    if (!data) return undefined;
    const amount = (value: number) => formatMoney(value, data.currency_code, locale);
    const categories = data.items.map((day) => shortDay(day.date, locale));
    const series = [
      {
        name: t('statistics.volume'),
        colour: 'var(--mantine-color-blue-6)',
        values: data.items.map((day) => day.amount),
      },
    ];
    const rows = data.items.map((day, index) => [categories[index]!, amount(day.amount), String(day.count)]);
    return { categories, series, rows, amount };
  }, [data, locale, t]);
  return (
    <StatisticsBlock title={t('statistics.dashboard.overview')}>
      {chart && (
        <SvgChart
          kind="line"
          categories={chart.categories}
          series={chart.series}
          format={chart.amount}
          height={380}
          label={t('statistics.dashboard.overview')}
          table={{
            caption: t('statistics.dashboard.overview'),
            columns: [t('statistics.day'), t('statistics.volume'), t('statistics.count')],
            rows: chart.rows,
          }}
        />
      )}
    </StatisticsBlock>
  );
}

/** 'Things you did in the last seven days' (001 §2.1) with the trend rule of §4. */
function Achievements() {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const growth = growthFormat(locale);
  const number = new Intl.NumberFormat(locale);
  const { data } = useStatistic<z.infer<typeof achievementsAnswerSchema>>(
    'statistics/amazingthings',
    'statistics.revenue',
  );
  return (
    <StatisticsBlock title={t('statistics.dashboard.achievements')}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {(data?.items ?? []).map((item) => (
          <Card key={item.type} withBorder padding="sm" data-testid={`achievement-${item.type}`}>
            <Text size="sm" c="dimmed">
              {t(`statistics.achievement.${item.type}`)}
            </Text>
            <Text fw={600} size="lg">
              {item.type === 'amount' ? (
                <Money amount={item.last} currency={data!.currency_code} />
              ) : (
                number.format(item.last)
              )}
            </Text>
            <Badge color={TREND_COLOURS[item.trend]} variant="dot" miw="max-content" data-testid="trend">
              {t(`statistics.achievementTrend.${trendReading(item.type, item.last, item.previous)}`)}
            </Badge>
            <Text size="xs" c="dimmed" data-testid="change">
              {t(
                item.change === null
                  ? 'statistics.achievementChange.none'
                  : 'statistics.achievementChange.some',
                {
                  change: item.change === null ? '' : growth(item.change),
                  previous:
                    item.type === 'amount'
                      ? formatMoney(item.previous ?? 0, data!.currency_code, locale)
                      : number.format(item.previous ?? 0),
                },
              )}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </StatisticsBlock>
  );
}

/**
 * The payments a ruleset or fraud screening blocked, per day over the last 57 days (001 §7: the blocked
 * flag of statistics/aggregate/day, 57 days for split statistics), linking to the blocked list.
 */
function BlockedPayments({ basePath, linked }: { basePath: string; linked: boolean }) {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const { data } = useStatistic<Daily>('statistics/aggregate/day', 'statistics.revenue', {
    days: '57',
    blocked: 'true',
    tz: READER_TIME_ZONE,
  });
  const chart = useMemo(() => {
    if (!data) return undefined;
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);
    const categories = data.items.map((day) => shortDay(day.date, locale));
    const series = [
      {
        name: t('statistics.blocked.count'),
        colour: 'var(--mantine-color-red-6)',
        values: data.items.map((day) => day.count),
      },
    ];
    const rows = data.items.map((day, index) => [
      categories[index]!,
      number(day.count),
      formatMoney(day.amount, data.currency_code, locale),
    ]);
    const total = data.items.reduce((sum, day) => sum + day.count, 0);
    return { categories, series, rows, number, total };
  }, [data, locale, t]);
  return (
    <StatisticsBlock
      title={t('statistics.blocked.title')}
      actions={
        linked && (
          <Anchor component={Link} to={`${basePath}transactionsBlocked`}>
            {t('statistics.blocked.viewAll')}
          </Anchor>
        )
      }
    >
      {chart && (
        <>
          <Text size="sm" mb="sm" data-testid="blocked-total">
            {t('statistics.blocked.total', { formatted: chart.number(chart.total) })}
          </Text>
          <SvgChart
            kind="line"
            categories={chart.categories}
            series={chart.series}
            format={chart.number}
            height={220}
            label={t('statistics.blocked.chart')}
            table={{
              caption: t('statistics.blocked.chart'),
              columns: [t('statistics.day'), t('statistics.count'), t('statistics.volume')],
              rows: chart.rows,
            }}
          />
        </>
      )}
    </StatisticsBlock>
  );
}
