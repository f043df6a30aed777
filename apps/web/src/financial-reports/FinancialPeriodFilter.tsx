import { dayOfIso, endOfDayIso, type FinancialPeriod, startOfDayIso } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../kit/list/DateRangeFilter';
import { useFinancialPeriod } from './useFinancialPeriod';

/**
 * The period picker of a financial report: calendar days with the presets, written by locale. Without a
 * period in the URL it shows the one the answer read (`read`, the server's default), so the figures and
 * the field never disagree.
 */
export function FinancialPeriodFilter({ read }: { read: FinancialPeriod | undefined }) {
  const { t } = useTranslation();
  const { from, to, update } = useFinancialPeriod();
  const shown = from || to ? { from, to } : (read ?? { from: '', to: '' });
  return (
    <DateRangeFilter
      label={t('financialReports.period')}
      from={shown.from ? startOfDayIso(shown.from) : ''}
      to={shown.to ? endOfDayIso(shown.to) : ''}
      onChange={(range) =>
        update({ from: range.from ? dayOfIso(range.from) : '', to: range.to ? dayOfIso(range.to) : '' })
      }
    />
  );
}
