import { PAYMENT_PRODUCTS } from '@psp/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en/main.json';
import nl from '../../../public/assets/i18n/nl/main.json';
import { paymentProductName } from './paymentProductName';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } } });
});

describe('paymentProductName', () => {
  it('names every payment product in Dutch and English, never by its code', async () => {
    expect(paymentProductName(t, 'card')).toBe('Kaart');
    expect(paymentProductName(t, 'applepay')).toBe('Apple Pay');
    for (const language of ['nl', 'en']) {
      await i18next.changeLanguage(language);
      for (const product of PAYMENT_PRODUCTS) expect(paymentProductName(t, product)).not.toBe(product);
    }
    await i18next.changeLanguage('en');
    expect(paymentProductName(t, 'card')).toBe('Card');
  });

  it('shows a code it does not know as it is', () => {
    expect(paymentProductName(t, 'twint')).toBe('twint');
  });
});
