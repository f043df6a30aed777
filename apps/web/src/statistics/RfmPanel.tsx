import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatDateTime, RFM_SEGMENTS, type RfmSegment } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';
import { StatisticsBlock } from './StatisticsBlock';
import { useStatistic } from './useStatistic';

export type Segments = {
  currency_code: string;
  /** When the scoring job last ran (every 15 minutes, ADR 0017); null before its first run. */
  scored_at: string | null;
  segments: Record<RfmSegment, number>;
};

export function useSegments() {
  return useStatistic<Segments>('customer/aggregate/segment', 'customer.statistics');
}

/** Customers per RFM segment (ADR 0017 describes the scoring). */
export function RfmPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useSegments();
  const total = RFM_SEGMENTS.reduce((sum, segment) => sum + (data?.segments[segment] ?? 0), 0);
  return (
    <StatisticsBlock title={t('statistics.rfm.title')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {RFM_SEGMENTS.map((segment) => {
          const count = data?.segments[segment] ?? 0;
          return (
            <Card key={segment} withBorder padding="xs" data-testid={`segment-${segment}`}>
              <Text size="sm">{t(`statistics.rfm.segments.${segment}.name`)}</Text>
              <Text fw={600}>{count}</Text>
              <Text size="xs" c="dimmed">
                {total ? Math.round((count / total) * 100) : 0}%
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      {data?.scored_at && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="rfm-scored-at">
          {t('statistics.rfm.scoredAt', { time: formatDateTime(data.scored_at, language) })}
        </Text>
      )}
    </StatisticsBlock>
  );
}
