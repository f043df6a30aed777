import { SegmentedControl, Stack, Title } from '@mantine/core';
import {
  PROVIDER_MONEY_FIELDS,
  PROVIDER_REPORT_CATEGORIES,
  type ProviderReportAnswer,
  type ProviderReportCategory,
  type ProviderReportRow,
  scopeOfPath,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { StatisticsFailures } from '../statistics/StatisticsFailures';
import { useStatistic } from '../statistics/useStatistic';
import { FinancialPeriodFilter } from './FinancialPeriodFilter';
import { FinancialReportFile } from './FinancialReportFile';
import { type FinancialColumn, FinancialTable } from './FinancialTable';
import { formatDay, formatMonth, moneyColumns } from './financialColumns';
import { useFinancialPeriod } from './useFinancialPeriod';

/**
 * The provider's merchant report (`reports/daily` and `reports/monthly`, one screen told apart by its
 * category, 001 §2.2): per merchant, day or month and currency, the volume and count of successful
 * payments, the PSP's revenue, processor cost, partners' share and margin, totals per currency.
 */
function ProviderReportPage({ category }: { category: ProviderReportCategory }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { basePath } = scopeOfPath(useLocation().pathname);
  const { query, search } = useFinancialPeriod();
  const { data } = useStatistic<ProviderReportAnswer>(
    'financialreport/merchants',
    'financialreport.merchants',
    {
      ...query,
      category,
    },
  );
  const columns: FinancialColumn<ProviderReportRow>[] = [
    {
      key: 'period',
      label: t(`financialReports.columns.${category === 'daily' ? 'day' : 'month'}`),
      kind: 'cell',
      value: (row) => (category === 'daily' ? formatDay : formatMonth)(row.period, language),
    },
    {
      key: 'organisation',
      label: t('financialReports.columns.organisation'),
      kind: 'cell',
      value: (row) => row.organisation.name,
    },
    { key: 'count', label: t('financialReports.columns.count'), kind: 'count', value: (row) => row.count },
    ...moneyColumns<ProviderReportRow, (typeof PROVIDER_MONEY_FIELDS)[number]>(t, PROVIDER_MONEY_FIELDS),
  ];
  return (
    <Stack>
      <PageHeader
        title={t(category === 'daily' ? 'routes.dailyReports' : 'routes.monthlyReports')}
        actions={
          data && (
            <FinancialReportFile
              kind={category === 'daily' ? 'provider_daily' : 'provider_monthly'}
              period={data}
            />
          )
        }
      />
      <StatisticsFailures />
      <SegmentedControl
        w="fit-content"
        aria-label={t('financialReports.category')}
        value={category}
        onChange={(value) => navigate(`${basePath}reports/${value}${search ? `?${search}` : ''}`)}
        data={PROVIDER_REPORT_CATEGORIES.map((value) => ({
          value,
          label: t(`financialReports.categories.${value}`),
        }))}
      />
      <FinancialPeriodFilter read={data} />
      {data?.totals.length === 0 && <p>{t('financialReports.empty')}</p>}
      {data?.totals.map((totals) => (
        <Stack key={totals.currency_code} component="section" aria-label={totals.currency_code} gap="sm">
          <Title order={2} size="h3">
            {totals.currency_code}
          </Title>
          <FinancialTable
            currency={totals.currency_code}
            caption={t('financialReports.merchantsOf', { currency: totals.currency_code })}
            columns={columns}
            rows={data.rows.filter((row) => row.currency_code === totals.currency_code)}
            rowKey={(row) => `${row.period}|${row.organisation.id}`}
            totals={totals}
            totalsValue={(sum, key) => sum[key as keyof typeof sum] as number | undefined}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The two routes of the one screen, as the lazy screen table loads them. */
export const PROVIDER_REPORT_PAGES = {
  daily: () => <ProviderReportPage category="daily" />,
  monthly: () => <ProviderReportPage category="monthly" />,
};
