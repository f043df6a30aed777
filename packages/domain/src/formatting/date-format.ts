import type { Language } from '../auth/auth.schema.js';

/** The locale each interface language formats with: Dutch day-month, American month/day (001 §1). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', nl: 'nl-NL' };

/**
 * The interface languages, derived from the locale table (which the type system keeps complete against
 * LANGUAGES) so bundles that validate nothing can list languages without loading the schema library.
 */
export const INTERFACE_LANGUAGES = Object.keys(LANGUAGE_LOCALES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_LOCALES, value);
}

/** 0 is Sunday. The Dutch week starts on Monday (001 §9). */
export function firstDayOfWeek(language: Language): 0 | 1 {
  switch (language) {
    case 'en':
      return 0;
    case 'nl':
      return 1;
  }
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** A calendar date in the language's order; `timeZone` defaults to the runtime's own. */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...DATE, timeZone }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...DATE, ...TIME, timeZone }).format(
    new Date(iso),
  );
}
