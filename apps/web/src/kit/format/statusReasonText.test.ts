import { TRANSACTION_STATUS_REASONS } from '@psp/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en/main.json';
import nl from '../../../public/assets/i18n/nl/main.json';
import { statusReasonText } from './statusReasonText';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({
    lng: 'nl',
    resources: { en: { translation: en }, nl: { translation: nl } },
    interpolation: { escapeValue: false },
  });
});

describe('statusReasonText', () => {
  it('says every reason the product writes in Dutch and English', () => {
    const keys = [...Object.keys(TRANSACTION_STATUS_REASONS), 'blockedByRuleset', 'blockedByScreening'];
    for (const locale of [en, nl]) {
      expect(keys.filter((key) => !(locale.statusReasons as Record<string, string>)[key])).toEqual([]);
    }
    expect(statusReasonText(t, 'Insufficient funds')).toBe('Onvoldoende saldo');
    expect(statusReasonText(t, 'Blocked by ruleset Risky & new')).toBe(
      'Geblokkeerd door regelset Risky & new',
    );
  });

  it("shows anyone else's words as they are", () => {
    expect(statusReasonText(t, 'Processed manually after a processor outage')).toBe(
      'Processed manually after a processor outage',
    );
  });
});
