import { Anchor, Group, Stack } from '@mantine/core';
import {
  type FinancialSummaryAnswer,
  type FinancialTotals,
  MERCHANT_MONEY_FIELDS,
  scopeOfPath,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { PageHeader } from '../kit/PageHeader';
import { StatisticsFailures } from '../statistics/StatisticsFailures';
import { useStatistic } from '../statistics/useStatistic';
import { FinancialPeriodFilter } from './FinancialPeriodFilter';
import { FinancialReportFile } from './FinancialReportFile';
import { type FinancialColumn, FinancialTable } from './FinancialTable';
import { moneyColumns } from './financialColumns';
import { useFinancialPeriod } from './useFinancialPeriod';

/**
 * The merchant's financial report (`report`): a period's payments and money per currency, one row
 * each (never added across currencies), with links to the daily and settlement reports of the period.
 */
export function FinancialSummaryPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { basePath } = scopeOfPath(useLocation().pathname);
  const { query, search } = useFinancialPeriod();
  const { data } = useStatistic<FinancialSummaryAnswer>(
    'financialreport/summary',
    'financialreport.summary',
    query,
  );
  const columns: FinancialColumn<FinancialTotals>[] = [
    {
      key: 'successful_count',
      label: t('financialReports.columns.successful_count'),
      kind: 'count',
      value: (row) => row.successful_count,
    },
    {
      key: 'successful_volume',
      label: t('financialReports.columns.successful_volume'),
      kind: 'money',
      value: (row) => row.successful_volume,
    },
    ...moneyColumns<FinancialTotals, (typeof MERCHANT_MONEY_FIELDS)[number] | 'paid_out'>(t, [
      ...MERCHANT_MONEY_FIELDS,
      'paid_out',
    ]),
  ];
  const link = (path: string) => `${basePath}${path}${search ? `?${search}` : ''}`;
  return (
    <Stack>
      <PageHeader
        title={t('routes.financialReport')}
        actions={data && <FinancialReportFile kind="financial_summary" period={data} />}
      />
      <StatisticsFailures />
      <Group>
        <FinancialPeriodFilter read={data} />
        {may('financialreport.daily') && (
          <Anchor component={Link} to={link('report/daily')}>
            {t('financialReports.toDaily')}
          </Anchor>
        )}
        {may('financialreport.settlement') && (
          <Anchor component={Link} to={link('report/settlement')}>
            {t('financialReports.toSettlements')}
          </Anchor>
        )}
      </Group>
      {data?.currencies.length === 0 && <p>{t('financialReports.empty')}</p>}
      {data?.currencies.map((totals) => (
        <FinancialTable
          key={totals.currency_code}
          currency={totals.currency_code}
          caption={t('financialReports.summaryOf', { currency: totals.currency_code })}
          columns={columns}
          rows={[totals]}
          rowKey={(row) => row.currency_code}
        />
      ))}
    </Stack>
  );
}
