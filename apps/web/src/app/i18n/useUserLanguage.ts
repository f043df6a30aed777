import type { Language, Me } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../kit/api/errorMessage';
import { notificationStore } from '../../kit/feedback/notificationStore';
import { storedLanguage, storeLanguage } from './languageStore';

/** The interface language of the logged-in user: their choice in this browser, else their profile language. */
export function useUserLanguage(me: Me) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const userId = me.user.id;
  const profileLanguage = me.user.language;
  useEffect(() => {
    const preferred = storedLanguage(userId) ?? profileLanguage;
    if (i18n.resolvedLanguage !== preferred) void i18n.changeLanguage(preferred);
  }, [i18n, userId, profileLanguage]);
  return {
    language: (i18n.resolvedLanguage ?? 'en') as Language,
    /** Switches at once and saves the choice as the profile language, so the next login (anywhere) keeps it. */
    changeLanguage: async (language: Language) => {
      storeLanguage(userId, language);
      await i18n.changeLanguage(language);
      // i18n.t after the switch: the confirmation speaks the language just chosen.
      try {
        // Loaded on the switch: the shell does not carry the profile's calls.
        const { profileCalls } = await import('../../profile/profileCalls');
        await profileCalls.update({ language });
        notificationStore.show({ color: 'green', message: i18n.t('shell.languageSaved') });
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
      } catch (error) {
        notificationStore.show({ color: 'red', message: errorMessage(i18n.t, error) });
      }
    },
  };
}
