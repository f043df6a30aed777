import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type Measure = 'count' | 'volume';

/** The count/volume switch of a chart or table (001 §2.3). */
export function MeasureSwitch({ value, onChange }: { value: Measure; onChange: (value: Measure) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('statistics.measure')}
      value={value}
      onChange={(next) => onChange(next as Measure)}
      data={[
        { value: 'count', label: t('statistics.count') },
        { value: 'volume', label: t('statistics.volume') },
      ]}
    />
  );
}
