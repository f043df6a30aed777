import type { Language, Me } from '@psp/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storedLanguage, storeLanguage } from './languageStore';

/** The interface language of the logged-in user: their remembered choice, else their profile language. */
export function useUserLanguage(me: Me) {
  const { i18n } = useTranslation();
  const userId = me.user.id;
  const profileLanguage = me.user.language;
  useEffect(() => {
    const preferred = storedLanguage(userId) ?? profileLanguage;
    if (i18n.resolvedLanguage !== preferred) void i18n.changeLanguage(preferred);
  }, [i18n, userId, profileLanguage]);
  return {
    language: (i18n.resolvedLanguage ?? 'en') as Language,
    changeLanguage: (language: Language) => {
      storeLanguage(userId, language);
      void i18n.changeLanguage(language);
    },
  };
}
