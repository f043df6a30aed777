import '@mantine/dates/styles.css';
import 'dayjs/locale/nl';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { DATE_RANGE_PRESETS, firstDayOfWeek, presetRange } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../format/useLanguage';

type Day = string | null;

interface DateRangeCalendarProps {
  /** Calendar days (YYYY-MM-DD). */
  value: [Day, Day];
  /** Called once both ends are chosen (a single day counts as both). */
  onChange: (from: string, to: string) => void;
}

/** The calendar of the date range filter, with the presets of 001 §2.3, in the interface language. */
export function DateRangeCalendar({ value, onChange }: DateRangeCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState(value);
  const today = new Date();
  const presets = DATE_RANGE_PRESETS.map((preset) => {
    const days = presetRange(preset, today);
    return { value: [days.from, days.to] as [string, string], label: t(`dateRange.${preset}`) };
  });
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek(language) }}>
      <DatePicker
        type="range"
        allowSingleDateInRange
        presets={presets}
        value={range}
        defaultDate={range[0] ?? undefined}
        onChange={(next) => {
          setRange(next);
          if (next[0] && next[1]) onChange(next[0], next[1]);
        }}
      />
    </DatesProvider>
  );
}
