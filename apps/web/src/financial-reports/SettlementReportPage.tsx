import { Stack, Title } from '@mantine/core';
import {
  type FinancialSettlementAnswer,
  type FinancialSettlementRow,
  SETTLEMENT_MONEY_FIELDS,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../kit/format/StatusTag';
import { useLanguage } from '../kit/format/useLanguage';
import { PageHeader } from '../kit/PageHeader';
import { StatisticsFailures } from '../statistics/StatisticsFailures';
import { useStatistic } from '../statistics/useStatistic';
import { FinancialPeriodFilter } from './FinancialPeriodFilter';
import { FinancialReportFile } from './FinancialReportFile';
import { type FinancialColumn, FinancialTable } from './FinancialTable';
import { formatDay, moneyColumns } from './financialColumns';
import { useFinancialPeriod } from './useFinancialPeriod';

/**
 * A settlement report: the settlements whose cutoff lies in the period, per currency, each with its
 * money by line kind (gross, fees by type, refunds, chargebacks, reserve, one-offs, carried over, net),
 * payout date and bank account, totals in the foot. The merchant's (`report/settlement`) and the
 * provider's (`reports/settlement`, every merchant, with the merchant column).
 */
function SettlementReport({ provider }: { provider: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { query } = useFinancialPeriod();
  const { data } = useStatistic<FinancialSettlementAnswer>(
    provider ? 'financialreport/settlements' : 'financialreport/settlement',
    provider ? 'financialreport.settlements' : 'financialreport.settlement',
    query,
  );
  const columns: FinancialColumn<FinancialSettlementRow>[] = [
    {
      key: 'period_end',
      label: t('financialReports.columns.period_end'),
      kind: 'cell',
      value: (row) => row.period_end && formatDay(row.period_end, language),
    },
    {
      key: 'reference',
      label: t('financialReports.columns.reference'),
      kind: 'cell',
      value: (row) => row.reference,
    },
    ...(provider
      ? [
          {
            key: 'organisation',
            label: t('financialReports.columns.organisation'),
            kind: 'cell' as const,
            value: (row: FinancialSettlementRow) => row.organisation.name,
          },
        ]
      : []),
    {
      key: 'status',
      label: t('financialReports.columns.status'),
      kind: 'cell',
      value: (row) => <StatusTag family="settlement" status={row.status} />,
    },
    ...moneyColumns<FinancialSettlementRow, (typeof SETTLEMENT_MONEY_FIELDS)[number]>(
      t,
      SETTLEMENT_MONEY_FIELDS,
    ),
    {
      key: 'payout_date',
      label: t('financialReports.columns.payout_date'),
      kind: 'cell',
      value: (row) => row.payout_date && formatDay(row.payout_date, language),
    },
    {
      key: 'bank_account',
      label: t('financialReports.columns.bank_account'),
      kind: 'cell',
      value: (row) => row.bank_account && `${row.bank_account.holder_name} ••${row.bank_account.iban_last4}`,
    },
  ];
  return (
    <Stack>
      <PageHeader
        title={t(provider ? 'routes.settlementReports' : 'routes.settlementReport')}
        actions={
          data && (
            <FinancialReportFile
              kind={provider ? 'provider_settlement' : 'financial_settlement'}
              period={data}
            />
          )
        }
      />
      <StatisticsFailures />
      <FinancialPeriodFilter read={data} />
      {data?.totals.length === 0 && <p>{t('financialReports.empty')}</p>}
      {data?.totals.map((totals) => (
        <Stack key={totals.currency_code} component="section" aria-label={totals.currency_code} gap="sm">
          <Title order={2} size="h3">
            {totals.currency_code}
          </Title>
          <FinancialTable
            currency={totals.currency_code}
            caption={t('financialReports.settlementsOf', {
              currency: totals.currency_code,
              count: totals.settlements,
            })}
            columns={columns}
            rows={data.rows.filter((row) => row.currency_code === totals.currency_code)}
            rowKey={(row) => row.id}
            totals={totals}
            totalsValue={(sum, key) =>
              (SETTLEMENT_MONEY_FIELDS as readonly string[]).includes(key)
                ? sum[key as (typeof SETTLEMENT_MONEY_FIELDS)[number]]
                : undefined
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}

export function SettlementReportPage() {
  return <SettlementReport provider={false} />;
}

export function ProviderSettlementReportPage() {
  return <SettlementReport provider />;
}
