import { dayOfIso, endOfDayIso, startOfDayIso } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../kit/list/DateRangeFilter';
import { useFinancialPeriod } from './useFinancialPeriod';

/** The period picker of a financial report: calendar days with the presets, written by locale. */
export function FinancialPeriodFilter() {
  const { t } = useTranslation();
  const { from, to, update } = useFinancialPeriod();
  return (
    <DateRangeFilter
      label={t('financialReports.period')}
      from={from ? startOfDayIso(from) : ''}
      to={to ? endOfDayIso(to) : ''}
      onChange={(range) =>
        update({ from: range.from ? dayOfIso(range.from) : '', to: range.to ? dayOfIso(range.to) : '' })
      }
    />
  );
}
