import { formatDate, type Language } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { FinancialColumn } from './FinancialTable';

/** A day of the reporting zone (YYYY-MM-DD) in the interface language's order. */
export function formatDay(day: string, language: Language): string {
  return formatDate(day, language, 'UTC');
}

/** A month (its first day, YYYY-MM-DD) as its name and year in the interface language. */
export function formatMonth(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(day),
  );
}

/** Amount columns read straight from a row's fields of the same name. */
export function moneyColumns<R extends Record<K, number>, K extends string>(
  t: TFunction,
  keys: readonly K[],
): FinancialColumn<R>[] {
  return keys.map((key) => ({
    key,
    label: t(`financialReports.columns.${key}`),
    kind: 'money',
    value: (row: R) => row[key],
  }));
}
