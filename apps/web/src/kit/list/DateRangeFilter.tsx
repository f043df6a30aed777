import { dayOfIso, endOfDayIso, formatDate, startOfDayIso } from '@psp/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../format/useLanguage';
import { PopoverFilter } from './PopoverFilter';

// The calendar and its date library load when the filter is first opened, not with every list.
const DateRangeCalendar = lazy(() =>
  import('./DateRangeCalendar').then((module) => ({ default: module.DateRangeCalendar })),
);

interface DateRangeFilterProps {
  label: string;
  /** ISO timestamps as they stand in the URL (`field>` and `field<`). */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** A range of calendar days with the presets of 001 §2.3; sent as the first and last instant of the days. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary =
    from || to ? [from, to].map((iso) => (iso ? formatDate(iso, language) : '…')).join(' – ') : undefined;
  return (
    <PopoverFilter
      label={label}
      width={250}
      summary={summary}
      placeholder={t('dateRange.placeholder')}
      clearLabel={t('dateRange.clear')}
      onClear={() => onChange({ from: '', to: '' })}
    >
      {(close) => (
        <DateRangeCalendar
          value={[from ? dayOfIso(from) : null, to ? dayOfIso(to) : null]}
          onChange={(start, end) => {
            onChange({ from: startOfDayIso(start), to: endOfDayIso(end) });
            close();
          }}
        />
      )}
    </PopoverFilter>
  );
}
