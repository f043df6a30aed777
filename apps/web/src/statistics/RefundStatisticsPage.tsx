import { SimpleGrid, Stack, Table } from '@mantine/core';
import type { groupAnswerSchema, RefundGroup, refundTotalsAnswerSchema } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { paymentProductName } from '../kit/format/paymentProductName';
import { StatusTag } from '../kit/format/StatusTag';
import { PageHeader } from '../kit/PageHeader';
import { CurrencyTotals } from './CurrencyTotals';
import { DonutChart } from './DonutChart';
import { StatisticsBlock } from './StatisticsBlock';
import { StatisticsFailures } from './StatisticsFailures';
import { StatisticsFilters, useStatisticsRange } from './StatisticsFilters';
import { StatisticsLoading } from './StatisticsLoading';
import { useStatistic } from './useStatistic';

const OPERATION = 'refund.statistics';

/** Refund statistics (001 §2.3): totals, the issuers, platform and browser donuts, the highest refunds. */
export function RefundStatisticsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('routes.dashboardRefunds')} />
      <StatisticsFailures />
      <StatisticsFilters />
      <RefundTotals />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <RefundDonut group="payment_product" title={t('statistics.refunds.issuers')} />
        <RefundDonut group="platform" title={t('statistics.transactions.platforms')} />
        <RefundDonut group="browser" title={t('statistics.transactions.browsers')} />
      </SimpleGrid>
      <HighestRefunds />
    </Stack>
  );
}

function RefundTotals() {
  const { t } = useTranslation();
  const { range, period } = useStatisticsRange();
  const { data } = useStatistic<z.infer<typeof refundTotalsAnswerSchema>>(
    'refund/aggregate/total',
    OPERATION,
    { ...range, period },
  );
  return (
    <StatisticsBlock title={t('statistics.refunds.totals')}>
      {data ? (
        <CurrencyTotals
          count={data.count}
          averageCount={data.average_count_per_period}
          period={data.period}
          totals={data.totals}
          testId="refund-totals"
        />
      ) : (
        <StatisticsLoading />
      )}
    </StatisticsBlock>
  );
}

/** A donut of the range's refunds; not clickable (001 §2.3). */
function RefundDonut({ group, title }: { group: Exclude<RefundGroup, 'status'>; title: string }) {
  const { t } = useTranslation();
  const { range } = useStatisticsRange();
  const { data, status } = useStatistic<z.infer<typeof groupAnswerSchema>>('refund/aggregate', OPERATION, {
    ...range,
    group_by: group,
  });
  const slices = useMemo(
    () =>
      (data?.items ?? []).map((item) => ({
        label: item.value ? paymentProductName(t, item.value) : t('statistics.unknown'),
        value: item.count,
      })),
    [data, t],
  );
  return <DonutChart title={title} slices={slices} status={status} />;
}

/** The five highest refunds of the range: the generic refund list of 001 §7. */
function HighestRefunds() {
  const { t } = useTranslation();
  const { client, scopeKey } = useScopedApi();
  const { from, to } = useStatisticsRange();
  const query = {
    _sort: '-amount',
    _limit: '5',
    ...(from && { 'created_at>': from }),
    ...(to && { 'created_at<': to }),
  };
  const { data } = useQuery({
    queryKey: [scopeKey, 'statistics', 'highest-refunds', query],
    queryFn: ({ signal }) =>
      client.list('refund', query, { signal, populate: ['transaction', 'payment_profile'] }),
  });
  return (
    <StatisticsBlock title={t('statistics.refunds.highest')}>
      <Table data-testid="highest-refunds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.refunds.date')}</Table.Th>
            <Table.Th>{t('statistics.refunds.reference')}</Table.Th>
            <Table.Th>{t('statistics.refunds.paymentType')}</Table.Th>
            <Table.Th ta="right">{t('statistics.refunds.transactionAmount')}</Table.Th>
            <Table.Th ta="right">{t('statistics.refunds.refundAmount')}</Table.Th>
            <Table.Th>{t('statistics.refunds.reason')}</Table.Th>
            <Table.Th>{t('statistics.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data ?? []).map((refund) => {
            const payment = typeof refund.transaction === 'object' ? refund.transaction : undefined;
            return (
              <Table.Tr key={refund.id}>
                <Table.Td>
                  <DateTime value={refund.last_status_update} />
                </Table.Td>
                <Table.Td>{payment?.merchant_reference ?? '—'}</Table.Td>
                <Table.Td>{payment ? paymentProductName(t, payment.payment_product) : '—'}</Table.Td>
                <Table.Td ta="right">
                  {payment ? <Money amount={payment.amount} currency={payment.currency_code} /> : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  <Money amount={refund.amount} currency={refund.currency_code} />
                </Table.Td>
                <Table.Td>{refund.reason ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusTag family="refund" status={refund.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </StatisticsBlock>
  );
}
