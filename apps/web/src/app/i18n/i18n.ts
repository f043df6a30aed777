import { INTERFACE_LANGUAGES } from '@psp/domain';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { guestLanguage } from './languageStore';
import { parseJsonc } from './parseJsonc';

/** Each language has main texts and field texts: /assets/i18n/{language}/main.json and fields.jsonc. */
export const NAMESPACES = ['main', 'fields'] as const;

const FILES: Record<(typeof NAMESPACES)[number], string> = { main: 'main.json', fields: 'fields.jsonc' };

/** Translation files are fetched without an abort signal: they are exempt from cancellation on navigation. */
const staticFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = FILES[namespace as keyof typeof FILES];
    fetch(`/assets/i18n/${language}/${file}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${file} for ${language}: HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => callback(null, parseJsonc(text) as Record<string, unknown>))
      .catch((error: Error) => callback(error, false));
  },
};

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next
    .use(staticFileBackend)
    .use(initReactI18next)
    .init({
      lng: guestLanguage(),
      supportedLngs: INTERFACE_LANGUAGES,
      fallbackLng: 'en',
      ns: NAMESPACES,
      defaultNS: 'main',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
}
