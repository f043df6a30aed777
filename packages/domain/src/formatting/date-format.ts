import type { Language } from '../auth/auth.schema.js';

/**
 * The locale each interface language formats with (001 §1): Dutch day-month, and English as written in
 * the EU (British, day/month/year on a 24-hour clock), so 12/07/2026 is 12 July for every reader of the
 * product (issue 29).
 */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * The interface languages, derived from the locale table (which the type system keeps complete against
 * LANGUAGES) so bundles that validate nothing can list languages without loading the schema library.
 */
export const INTERFACE_LANGUAGES = Object.keys(LANGUAGE_LOCALES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_LOCALES, value);
}

/** 0 is Sunday. The Dutch week starts on Monday (001 §9), and so does the European English one. */
export function firstDayOfWeek(_language: Language): 0 | 1 {
  return 1;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** A calendar date in the language's order; `timeZone` defaults to the runtime's own. */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...DATE, timeZone }).format(new Date(iso));
}

/** A moment to the minute, or, with `seconds` (detail views and timelines), to the second. */
export function formatDateTime(
  iso: string,
  language: Language,
  timeZone?: string,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    ...DATE,
    ...TIME,
    ...(seconds && { second: '2-digit' }),
    timeZone,
  }).format(new Date(iso));
}
