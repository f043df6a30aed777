import { isLanguage, type Language } from '@psp/domain';

const LAST_LANGUAGE_KEY = 'psp.language';
const userLanguageKey = (userId: string) => `psp.language.${userId}`;

function asLanguage(value: string | null | undefined): Language | undefined {
  return isLanguage(value) ? value : undefined;
}

/**
 * The language a user chose, remembered in this browser per user id (the choice is saved to the profile
 * too, for other browsers and the next login).
 */
export function storedLanguage(userId: string): Language | undefined {
  return asLanguage(localStorage.getItem(userLanguageKey(userId)));
}

export function storeLanguage(userId: string, language: Language): void {
  localStorage.setItem(userLanguageKey(userId), language);
  localStorage.setItem(LAST_LANGUAGE_KEY, language);
}

/** Before login: the language last used in this browser, else the browser's preference. */
export function guestLanguage(): Language {
  const preferred = navigator.languages.map((tag) => asLanguage(tag.slice(0, 2))).find(Boolean);
  return asLanguage(localStorage.getItem(LAST_LANGUAGE_KEY)) ?? preferred ?? 'en';
}
