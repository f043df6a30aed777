import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../kit/format/Money';

interface CurrencyTotalsProps {
  count: number;
  /** Added to the count, such as its growth against the period before. */
  countNote?: string;
  totals: readonly { currency_code: string; volume: number }[];
  testId: string;
}

/** A count and a volume per currency, side by side: amounts in two currencies are never added up. */
export function CurrencyTotals({ count, countNote, totals, testId }: CurrencyTotalsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xl" mb="sm" data-testid={testId}>
      <div>
        <Text size="sm" c="dimmed">
          {t('statistics.count')}
        </Text>
        <Text fw={600}>
          {count}
          {countNote}
        </Text>
      </div>
      {totals.map((total) => (
        <div key={total.currency_code}>
          <Text size="sm" c="dimmed">
            {t('statistics.volume')} {total.currency_code}
          </Text>
          <Text fw={600}>
            <Money amount={total.volume} currency={total.currency_code} />
          </Text>
        </div>
      ))}
    </Group>
  );
}
