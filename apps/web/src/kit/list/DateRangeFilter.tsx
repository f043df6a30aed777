import { CloseButton, InputBase, Loader, Popover, Text } from '@mantine/core';
import { dayOfIso, endOfDayIso, formatDate, startOfDayIso } from '@psp/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../format/useLanguage';

// The calendar and its date library load when the filter is first opened, not with every list.
const DateRangeCalendar = lazy(() =>
  import('./DateRangeCalendar').then((module) => ({ default: module.DateRangeCalendar })),
);

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
  const [opened, setOpened] = useState(false);
  const text = [from, to].map((iso) => (iso ? formatDate(iso, language) : '…')).join(' – ');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          w={250}
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          rightSectionPointerEvents="all"
          rightSection={
            from || to ? (
              <CloseButton size="sm" aria-label={t('dateRange.clear')} onClick={() => onChange('', '')} />
            ) : undefined
          }
        >
          {from || to ? (
            text
          ) : (
            <Text span c="dimmed" size="sm">
              {t('dateRange.placeholder')}
            </Text>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <DateRangeCalendar
            value={[from ? dayOfIso(from) : null, to ? dayOfIso(to) : null]}
            onChange={(start, end) => {
              onChange(startOfDayIso(start), endOfDayIso(end));
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
