import {
  AUTH_ROUTES,
  DATE_RANGE_PRESETS,
  INTERFACE_LANGUAGES,
  MERCHANT_MENU,
  MERCHANT_ROUTES,
  type MenuEntry,
  PROVIDER_MENU,
  PROVIDER_ROUTES,
  ROLE_GRID_ACTIONS,
  ROLES,
  roleGrid,
  STATUS_FAMILIES,
} from '@psp/domain';
import { describe, expect, it } from 'vitest';
import enFields from '../../../public/assets/i18n/en/fields.jsonc?raw';
import enMain from '../../../public/assets/i18n/en/main.json';
import nlFields from '../../../public/assets/i18n/nl/fields.jsonc?raw';
import nlMain from '../../../public/assets/i18n/nl/main.json';
import { parseJsonc } from './parseJsonc';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const files = {
  en: { main: enMain as Tree, fields: parseJsonc(enFields) as Tree },
  nl: { main: nlMain as Tree, fields: parseJsonc(nlFields) as Tree },
};

/**
 * `fields:transaction.id` or `routes.login` as namespace and key; a key t() counts with has its plural
 * forms instead (`_one` and `_other`, the categories of both languages).
 */
function has(language: keyof typeof files, fullKey: string): boolean {
  const [namespace, key] = fullKey.includes(':')
    ? (fullKey.split(':') as [string, string])
    : ['main', fullKey];
  const keys = keysOf(files[language][namespace as 'main' | 'fields']);
  return keys.includes(key) || (keys.includes(`${key}_one`) && keys.includes(`${key}_other`));
}

const menuKeys = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'section' ? [entry.labelKey, ...menuKeys(entry.items)] : [entry.labelKey],
  );

/** Every literal key the source passes to t() or names as a labelKey/titleKey. */
function keysInSource(): string[] {
  // The hosted payment page has its own small files (hosted.json), held to its source by hostedMessages.test.ts.
  const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.ts', '!../../hosted-page/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  const pattern = /(?:\bt\(|[lL]abelKey[=:]\s*\{?|titleKey:\s*|successMessageKey[=:]\s*)['"]([\w:.]+)['"]/g;
  return Object.values(sources).flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/**
 * The message keys the shared schemas give their own rules (`.regex(…, 'key')`, `{ message: 'key' }`): a
 * form shows them as `form_validation.<key>`. A ledger posting's rule is the server's, never a form's.
 */
function schemaMessageKeys(): string[] {
  const sources = import.meta.glob(['../../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  const pattern = /(?:\.regex\(\/.*\/[a-z]*,\s*|message:\s*)'([a-z][A-Za-z]+)'/g;
  const keys = Object.values(sources).flatMap((text) =>
    [...text.matchAll(pattern)].map((match) => match[1]!),
  );
  return [...new Set(keys)].filter((key) => key !== 'zeroPosting').map((key) => `form_validation.${key}`);
}

describe('translations', () => {
  it('have the same keys in every language, in main.json and fields.jsonc', () => {
    for (const namespace of ['main', 'fields'] as const) {
      expect(keysOf(files.nl[namespace]).sort()).toEqual(keysOf(files.en[namespace]).sort());
    }
    expect(Object.keys(files).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it('leave no text empty', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const namespace of ['main', 'fields'] as const) {
        const empty = keysOf(files[language][namespace]).filter((key) => {
          const value = key
            .split('.')
            .reduce<Tree | string>((node, part) => (node as Tree)[part]!, files[language][namespace]);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('cover every route title, menu label, status, date preset and permission grid label', () => {
    const needed = [
      ...[...AUTH_ROUTES, ...MERCHANT_ROUTES, ...PROVIDER_ROUTES].map((route) => route.titleKey),
      ...[...MERCHANT_MENU, ...PROVIDER_MENU].flatMap((group) => [group.labelKey, ...menuKeys(group.items)]),
      ...Object.values(STATUS_FAMILIES).flatMap((family) =>
        Object.keys(family).map((status) => `status.${status}`),
      ),
      ...DATE_RANGE_PRESETS.map((preset) => `dateRange.${preset}`),
      ...INTERFACE_LANGUAGES.map((language) => `languages.${language}`),
      ...roleGrid(ROLES).map((row) => `roles.areas.${row.area}`),
      ...ROLE_GRID_ACTIONS.map((action) => `roles.actions.${action}`),
    ];
    for (const language of INTERFACE_LANGUAGES) {
      expect(
        needed.filter((key) => !has(language, key)),
        language,
      ).toEqual([]);
    }
  });

  it('cover every key the source code uses', () => {
    const used = keysInSource();
    expect(used.length).toBeGreaterThan(50);
    for (const language of INTERFACE_LANGUAGES) {
      expect(
        [...new Set(used)].filter((key) => !has(language, key)),
        language,
      ).toEqual([]);
    }
  });

  it('cover every message key of the shared schemas', () => {
    const keys = schemaMessageKeys();
    expect(keys.length).toBeGreaterThan(10);
    for (const language of INTERFACE_LANGUAGES) {
      expect(
        keys.filter((key) => !has(language, key)),
        language,
      ).toEqual([]);
    }
  });
});
