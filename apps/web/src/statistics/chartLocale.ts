import { LANGUAGE_LOCALES } from '@psp/domain';

/**
 * The locale charts write dates and numbers in (001 §8): the interface language's, or en-US with a
 * console warning for a language without one.
 */
export function chartLocale(language: string): string {
  const locale = (LANGUAGE_LOCALES as Record<string, string>)[language];
  if (locale) return locale;
  console.warn(`Charts have no locale for '${language}'; using en-US`);
  return 'en-US';
}

/** A calendar day (YYYY-MM-DD) as the locale writes it short: 25-11 in Dutch, 11/25 in American English. */
export function shortDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}

/** A share (0.042) as the locale writes a percentage with one decimal: 4,2% in Dutch. */
export function percentFormat(locale: string): (share: number) => string {
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (share) => format.format(share);
}

/** A change (0.25) as the locale writes a signed percentage with one decimal: +25,0% in Dutch. */
export function growthFormat(locale: string): (change: number) => string {
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (change) => format.format(change);
}
