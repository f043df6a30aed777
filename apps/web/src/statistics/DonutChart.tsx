import { Center, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';
import { chartLocale, percentFormat } from './chartLocale';
import { donutOption } from './chartOptions';
import { EChart } from './EChart';
import { StatisticsBlock } from './StatisticsBlock';
import { StatisticsLoading } from './StatisticsLoading';

interface DonutChartProps {
  title: string;
  slices: readonly { label: string; value: number }[];
  /**
   * Its call's state: a loader while pending (not a grey ring), nothing more on an error (the screen's
   * notice says it), and the chart or, without slices, that there is nothing to count.
   */
  status: 'pending' | 'error' | 'success';
  /** A click on a slice, by its index; without it the donut is not clickable. */
  onSelect?: (index: number) => void;
}

/** 001 §9: donuts are 500 px high. */
const HEIGHT = 500;

/** A block with a donut of counts and its table. */
export function DonutChart({ title, slices, status, onSelect }: DonutChartProps) {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const option = useMemo(() => donutOption(slices, percentFormat(locale)), [slices, locale]);
  return (
    <StatisticsBlock title={title}>
      {status === 'pending' && <StatisticsLoading height={HEIGHT} />}
      {status === 'success' && slices.length === 0 && (
        <Center h={HEIGHT}>
          <Text c="dimmed">{t('statistics.empty')}</Text>
        </Center>
      )}
      {status === 'success' && slices.length > 0 && (
        <EChart
          option={option}
          height={HEIGHT}
          label={title}
          onSelect={onSelect}
          table={{
            caption: title,
            columns: [t('statistics.value'), t('statistics.count')],
            rows: slices.map((slice) => [slice.label, String(slice.value)]),
          }}
        />
      )}
    </StatisticsBlock>
  );
}
