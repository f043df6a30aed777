import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';
import { chartLocale, percentFormat } from './chartLocale';
import { donutOption } from './chartOptions';
import { EChart } from './EChart';
import { StatisticsBlock } from './StatisticsBlock';

interface DonutChartProps {
  title: string;
  slices: readonly { label: string; value: number }[];
  /** A click on a slice, by its index; without it the donut is not clickable. */
  onSelect?: (index: number) => void;
}

/** A block with a donut of counts and its table (001 §9: 500 px high). */
export function DonutChart({ title, slices, onSelect }: DonutChartProps) {
  const { t } = useTranslation();
  const locale = chartLocale(useLanguage());
  const option = useMemo(() => donutOption(slices, percentFormat(locale)), [slices, locale]);
  return (
    <StatisticsBlock title={title}>
      <EChart
        option={option}
        height={500}
        label={title}
        onSelect={onSelect}
        table={{
          caption: title,
          columns: [t('statistics.value'), t('statistics.count')],
          rows: slices.map((slice) => [slice.label, String(slice.value)]),
        }}
      />
    </StatisticsBlock>
  );
}
