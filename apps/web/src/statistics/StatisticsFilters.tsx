import { Group, SegmentedControl } from '@mantine/core';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../kit/list/DateRangeFilter';
import { useUrlValues } from '../kit/url/useUrlValues';
import { READER_TIME_ZONE } from './useStatistic';

/** The periods the screens offer (hours, quarters and years stay API-only). */
const SCREEN_PERIODS = ['day', 'week', 'month'] as const satisfies readonly StatisticsPeriod[];

/** The date range and period of a statistics screen, kept in the URL (001 §2.2 falls back to 28 days). */
export function useStatisticsRange() {
  const [params, update] = useUrlValues();
  const from = params.get('created_at>') ?? '';
  const to = params.get('created_at<') ?? '';
  const asked = params.get('period');
  const period: StatisticsPeriod = STATISTICS_PERIODS.find((value) => value === asked) ?? 'day';
  const range = {
    ...(from && { 'created_at>': from }),
    ...(to && { 'created_at<': to }),
    tz: READER_TIME_ZONE,
  };
  /** A transaction list filtered to this range and `filters` (the charts' click-through). */
  const listSearch = (filters: Record<string, string>) =>
    new URLSearchParams({
      ...filters,
      ...(from && { 'created_at>': from }),
      ...(to && { 'created_at<': to }),
    }).toString();
  return { from, to, period, range, update, listSearch };
}

export function StatisticsFilters() {
  const { t } = useTranslation();
  const { from, to, period, update } = useStatisticsRange();
  return (
    <Group mb="md">
      <DateRangeFilter
        label={t('statistics.range')}
        from={from}
        to={to}
        onChange={(range) => update({ 'created_at>': range.from, 'created_at<': range.to })}
      />
      <SegmentedControl
        aria-label={t('statistics.period')}
        value={period}
        onChange={(value) => update({ period: value })}
        data={SCREEN_PERIODS.map((value) => ({ value, label: t(`statistics.periods.${value}`) }))}
      />
    </Group>
  );
}
