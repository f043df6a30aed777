import en from '../../public/assets/i18n/en/hosted.json';
import nl from '../../public/assets/i18n/nl/hosted.json';

export type Language = 'en' | 'nl';
type Tree = { [key: string]: string | Tree };

/** Both languages ship with the page (about 2 KB gzip): a switch needs no second request. */
const MESSAGES: Record<Language, Tree> = { en, nl };

/** The text of `key` (dotted, e.g. `results.approved`) with its {{placeholders}} filled in. */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = MESSAGES[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
