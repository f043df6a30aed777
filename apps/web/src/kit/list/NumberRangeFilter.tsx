import { Group, Input } from '@mantine/core';
import { toMajorUnits, toMinorUnits } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DebouncedTextInput } from './DebouncedTextInput';

interface NumberRangeFilterProps {
  label: string;
  /** Values as they stand in the URL (minor units when `currency` is given). */
  from: string;
  to: string;
  currency?: string;
  /** Reports the bound that was edited, alone. */
  onChange: (range: { from?: string; to?: string }) => void;
}

/** A from/to pair of numbers; amounts are typed in major units (comma or point) and kept in minor units. */
export function NumberRangeFilter({ label, from, to, currency, onChange }: NumberRangeFilterProps) {
  const { t } = useTranslation();
  const shown = (value: string) =>
    value === '' ? '' : String(currency ? toMajorUnits(Number(value), currency) : Number(value));
  const stored = (text: string) => {
    const value = Number(text.trim().replace(',', '.'));
    if (text.trim() === '' || Number.isNaN(value)) return '';
    return String(currency ? toMinorUnits(value, currency) : value);
  };
  // One label over both boxes, so a label that wraps never puts the From and To boxes out of line.
  return (
    <Input.Wrapper label={label} labelElement="div" role="group" aria-label={label} maw={224}>
      <Group gap={4} wrap="nowrap">
        <DebouncedTextInput
          placeholder={t('filters.from')}
          aria-label={`${label} ${t('filters.from')}`}
          inputMode="decimal"
          value={shown(from)}
          onChange={(text) => onChange({ from: stored(text) })}
          w={110}
        />
        <DebouncedTextInput
          placeholder={t('filters.to')}
          aria-label={`${label} ${t('filters.to')}`}
          inputMode="decimal"
          value={shown(to)}
          onChange={(text) => onChange({ to: stored(text) })}
          w={110}
        />
      </Group>
    </Input.Wrapper>
  );
}
