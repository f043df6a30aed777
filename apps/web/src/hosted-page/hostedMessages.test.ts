import { HOSTED_RESULTS, PAYMENT_PRODUCTS } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import en from '../../public/assets/i18n/en/hosted.json';
import nl from '../../public/assets/i18n/nl/hosted.json';
import { translate } from './hostedMessages';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** Every literal key the page's source passes to t(). */
function keysInSource(): string[] {
  const sources = import.meta.glob(['./*.ts', '!./*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  return Object.values(sources as Record<string, string>).flatMap((text) =>
    [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
  );
}

describe('the hosted page messages', () => {
  it('have the same keys in English and Dutch, none empty', () => {
    expect(keysOf(nl as Tree).sort()).toEqual(keysOf(en as Tree).sort());
    for (const key of keysOf(nl as Tree)) expect(translate('nl', key).trim(), key).not.toBe('');
  });

  it('have every key the page uses, and fill in placeholders', () => {
    const used = keysInSource();
    expect(used.length).toBeGreaterThan(15);
    for (const key of used) expect(keysOf(en as Tree), key).toContain(key);
    // Keys the page builds: a product's name, a result's title and text.
    const built = [
      ...PAYMENT_PRODUCTS.map((product) => `products.${product}`),
      ...HOSTED_RESULTS.flatMap((result) => [`results.${result}`, `results.${result}Text`]),
    ];
    for (const key of built) expect(keysOf(en as Tree), key).toContain(key);
    expect(translate('nl', 'pay', { amount: '€ 24,50' })).toBe('Betaal € 24,50');
  });
});
