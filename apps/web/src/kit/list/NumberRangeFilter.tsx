import { Group, NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { toMajorUnits, toMinorUnits } from '@psp/domain';
import { useTranslation } from 'react-i18next';

interface NumberRangeFilterProps {
  label: string;
  /** Values as they stand in the URL (minor units when `currency` is given). */
  from: string;
  to: string;
  currency?: string;
  onChange: (from: string, to: string) => void;
}

/** A from/to pair of numbers; amounts are typed in major units and kept in minor units. */
export function NumberRangeFilter({ label, from, to, currency, onChange }: NumberRangeFilterProps) {
  const { t } = useTranslation();
  const report = useDebouncedCallback(onChange, 500);
  const shown = (value: string) =>
    value === '' ? '' : currency ? toMajorUnits(Number(value), currency) : Number(value);
  const stored = (value: string | number) =>
    value === '' || Number.isNaN(Number(value))
      ? ''
      : String(currency ? toMinorUnits(Number(value), currency) : Number(value));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <NumberInput
        label={label}
        placeholder={t('filters.from')}
        aria-label={`${label} ${t('filters.from')}`}
        defaultValue={shown(from)}
        key={`from-${from}`}
        onChange={(value) => report(stored(value), to)}
        w={110}
        hideControls
        decimalScale={currency ? 2 : undefined}
      />
      <NumberInput
        label={'\u00a0'}
        placeholder={t('filters.to')}
        aria-label={`${label} ${t('filters.to')}`}
        defaultValue={shown(to)}
        key={`to-${to}`}
        onChange={(value) => report(from, stored(value))}
        w={110}
        hideControls
        decimalScale={currency ? 2 : undefined}
      />
    </Group>
  );
}
