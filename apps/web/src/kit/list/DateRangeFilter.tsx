import '@mantine/dates/styles.css';
import 'dayjs/locale/nl';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import {
  DATE_INPUT_FORMATS,
  DATE_RANGE_PRESETS,
  dayOfIso,
  endOfDayIso,
  firstDayOfWeek,
  presetRange,
  startOfDayIso,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../format/useLanguage';

interface DateRangeFilterProps {
  label: string;
  /** ISO timestamps as they stand in the URL (`field>` and `field<`). */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/** A range of calendar days with the presets of 001 §2.3; sent as the first and last instant of the days. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = new Date();
  const presets = DATE_RANGE_PRESETS.map((preset) => {
    const range = presetRange(preset, today);
    return { value: [range.from, range.to] as [string, string], label: t(`dateRange.${preset}`) };
  });
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek(language) }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={t('dateRange.placeholder')}
        value={[from ? dayOfIso(from) : null, to ? dayOfIso(to) : null]}
        onChange={([start, end]) => {
          if (start && end) onChange(startOfDayIso(start), endOfDayIso(end));
          else if (!start && !end) onChange('', '');
        }}
        presets={presets}
        valueFormat={DATE_INPUT_FORMATS[language]}
        clearable
        allowSingleDateInRange
        w={250}
      />
    </DatesProvider>
  );
}
