import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../public/assets/i18n/en/main.json';
import { changeValues, pathText } from './changeText';

const t = i18next.t.bind(i18next);
const processor = '00000000-0000-4000-8000-00000000000a';
const nameOf = (id: string) => (id === processor ? 'Cards via Adyen' : undefined);

beforeAll(async () => {
  // As the app sets it up: React escapes, i18next does not.
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: english } },
    interpolation: { escapeValue: false },
  });
});

describe('a change in words', () => {
  it.each([
    ['rules.2.value', 'Rule 3 › Value'],
    ['details.else.then.if.0', 'Otherwise › Then › Condition 1'],
    ['details', 'Conditions & rulesets'],
    ['webhook_url', 'Webhook URL'],
  ])('says where %s is', (path, words) => {
    expect(pathText(t, path)).toBe(words);
  });

  it('says a condition, a node and a processor as a reader knows them', () => {
    // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
    const node = { if: [{ name: 'amount', operator: '>', value: '100' }], then: processor, else: processor };
    expect(
      changeValues(t, { path: 'details.then', kind: 'changed', before: processor, after: node }, nameOf),
    ).toEqual({
      before: 'Cards via Adyen',
      after: 'if amount > 100',
    });
    expect(
      changeValues(
        t,
        {
          path: 'rules.1',
          kind: 'added',
          after: { name: 'country_code', operator: 'IN', value: ['NL', 'BE'] },
        },
        nameOf,
      ),
    ).toEqual({ before: '—', after: 'country_code IN NL, BE' });
  });
});
