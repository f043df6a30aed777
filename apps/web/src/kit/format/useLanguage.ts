import type { Language } from '@psp/domain';
import { useTranslation } from 'react-i18next';

/** The interface language, which decides how amounts and dates are written. */
export function useLanguage(): Language {
  return (useTranslation().i18n.resolvedLanguage ?? 'en') as Language;
}
