import { Group, Text } from '@mantine/core';
import type { StatisticsPeriod } from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../kit/format/Money';
import { useLanguage } from '../kit/format/useLanguage';
import { chartLocale, growthFormat } from './chartLocale';

interface CurrencyTotal {
  currency_code: string;
  volume: number;
  /** Volume per period, rounded minor units. */
  average_per_period?: number;
  /** The average payment, rounded minor units. */
  average_value?: number;
  /** Against the previous period, as a share; null without one. */
  volume_growth?: number | null;
}

interface CurrencyTotalsProps {
  count: number;
  /** Against the previous period, as a share; null without one. */
  countGrowth?: number | null;
  /** The count per `period`, rounded. */
  averageCount?: number;
  period: StatisticsPeriod;
  totals: readonly CurrencyTotal[];
  testId: string;
}

/**
 * A count and a volume per currency, side by side (amounts in two currencies are never added up), each
 * with its averages and its growth against the previous period where the answer has them (001 §2.3, §9).
 */
export function CurrencyTotals({
  count,
  countGrowth,
  averageCount,
  period,
  totals,
  testId,
}: CurrencyTotalsProps) {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const growth = growthFormat(locale);
  const number = new Intl.NumberFormat(locale);
  const figure = (testId: string, label: string, value: ReactNode, change?: number | null) => (
    <div key={testId} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
      {change !== undefined && change !== null && (
        <Text size="xs" c="dimmed">
          {t('statistics.totals.growth', { growth: growth(change) })}
        </Text>
      )}
    </div>
  );
  return (
    <Group gap="xl" mb="sm" align="flex-start" data-testid={testId}>
      {figure('total-count', t('statistics.count'), number.format(count), countGrowth)}
      {averageCount !== undefined &&
        figure(
          'total-count-per-period',
          t(`statistics.totals.countPerPeriod.${period}`),
          number.format(averageCount),
        )}
      {totals.flatMap((total) => [
        figure(
          `total-volume-${total.currency_code}`,
          `${t('statistics.volume')} ${total.currency_code}`,
          <Money amount={total.volume} currency={total.currency_code} />,
          total.volume_growth,
        ),
        total.average_per_period !== undefined &&
          figure(
            `total-volume-per-period-${total.currency_code}`,
            `${t(`statistics.totals.volumePerPeriod.${period}`)} ${total.currency_code}`,
            <Money amount={total.average_per_period} currency={total.currency_code} />,
          ),
        total.average_value !== undefined &&
          figure(
            `total-average-value-${total.currency_code}`,
            `${t('statistics.totals.averageValue')} ${total.currency_code}`,
            <Money amount={total.average_value} currency={total.currency_code} />,
          ),
      ])}
    </Group>
  );
}
