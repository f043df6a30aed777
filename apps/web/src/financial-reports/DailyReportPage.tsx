import { Stack, Table, Title } from '@mantine/core';
import {
  type FinancialDailyAnswer,
  type FinancialDailyRow,
  formatMoney,
  LANGUAGE_LOCALES,
  MERCHANT_MONEY_FIELDS,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { StatisticsFailures } from '../statistics/StatisticsFailures';
import { SvgChart } from '../statistics/SvgChart';
import { useStatistic } from '../statistics/useStatistic';
import { FinancialPeriodFilter } from './FinancialPeriodFilter';
import { FinancialReportFile } from './FinancialReportFile';
import { type FinancialColumn, FinancialTable } from './FinancialTable';
import { formatDay, moneyColumns } from './financialColumns';
import { useFinancialPeriod } from './useFinancialPeriod';

type Breakdown = Record<string, { count: number; volume: number }>;

/** A breakdown (stages or products) of a currency's days, added up over the period. */
function periodBreakdown(rows: readonly FinancialDailyRow[], pick: (row: FinancialDailyRow) => Breakdown) {
  const sums: Breakdown = {};
  for (const row of rows)
    for (const [name, entry] of Object.entries(pick(row))) {
      const sum = sums[name] ?? { count: 0, volume: 0 };
      sum.count += entry.count;
      sum.volume += entry.volume;
      sums[name] = sum;
    }
  return Object.entries(sums).sort(([, a], [, b]) => b.volume - a.volume);
}

/**
 * The merchant daily report (`report/daily`): per currency, a bar per day of the settled money, the
 * days with their payments and money (refunds, chargebacks, fees, reserve, one-offs, net) and totals,
 * and the period's payments by status stage and payment product.
 */
export function DailyReportPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { query } = useFinancialPeriod();
  const { data } = useStatistic<FinancialDailyAnswer>(
    'financialreport/daily',
    'financialreport.daily',
    query,
  );
  const columns: FinancialColumn<FinancialDailyRow>[] = [
    {
      key: 'day',
      label: t('financialReports.columns.day'),
      kind: 'cell',
      value: (row) => formatDay(row.day, language),
    },
    { key: 'count', label: t('financialReports.columns.count'), kind: 'count', value: (row) => row.count },
    { key: 'volume', label: t('financialReports.columns.volume'), kind: 'money', value: (row) => row.volume },
    ...moneyColumns<FinancialDailyRow, (typeof MERCHANT_MONEY_FIELDS)[number]>(t, MERCHANT_MONEY_FIELDS),
  ];
  return (
    <Stack>
      <PageHeader
        title={t('routes.dailyReport')}
        actions={data && <FinancialReportFile kind="financial_daily" period={data} />}
      />
      <StatisticsFailures />
      <FinancialPeriodFilter read={data} />
      {data?.totals.length === 0 && <p>{t('financialReports.empty')}</p>}
      {data?.totals.map((totals) => {
        const rows = data.rows.filter((row) => row.currency_code === totals.currency_code);
        const money = (value: number) => formatMoney(value, totals.currency_code, LANGUAGE_LOCALES[language]);
        return (
          <Stack key={totals.currency_code} component="section" aria-label={totals.currency_code} gap="sm">
            <Title order={2} size="h3">
              {totals.currency_code}
            </Title>
            <SvgChart
              kind="bar"
              categories={rows.map((row) => formatDay(row.day, language))}
              series={[
                {
                  name: t('financialReports.columns.settled'),
                  colour: 'var(--mantine-color-blue-6)',
                  values: rows.map((row) => row.settled),
                },
              ]}
              height={180}
              format={money}
              label={t('financialReports.settledChart', { currency: totals.currency_code })}
              table={{
                caption: t('financialReports.settledChart', { currency: totals.currency_code }),
                columns: [t('financialReports.columns.day'), t('financialReports.columns.settled')],
                rows: rows.map((row) => [formatDay(row.day, language), money(row.settled)]),
              }}
            />
            <FinancialTable
              currency={totals.currency_code}
              caption={t('financialReports.daysOf', { currency: totals.currency_code })}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.day}
              totals={totals}
              totalsValue={(sum, key) => sum[key as keyof typeof sum] as number | undefined}
            />
            {(['stages', 'products'] as const).map((breakdown) => (
              <Table key={breakdown} maw={520} data-testid={`financial-${breakdown}-${totals.currency_code}`}>
                <Table.Caption>
                  {t(`financialReports.by.${breakdown}`, { currency: totals.currency_code })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t(`financialReports.columns.${breakdown}`)}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('financialReports.columns.count')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('financialReports.columns.volume')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {periodBreakdown(rows, (row) => row[breakdown] as Breakdown).map(([name, sum]) => (
                    <Table.Tr key={name}>
                      <Table.Td>
                        {breakdown === 'stages' ? t(`financialReports.stage.${name}`) : name}
                      </Table.Td>
                      <Table.Td ta="right" className="tabular-nums">
                        {sum.count.toLocaleString(i18n.resolvedLanguage)}
                      </Table.Td>
                      <Table.Td ta="right" className="tabular-nums">
                        {money(sum.volume)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
