import { CARD_BRANDS, PAYMENT_PRODUCTS } from '@psp/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en/main.json';
import nl from '../../../public/assets/i18n/nl/main.json';
import { cardText, paymentProductName, paymentProductTypeName } from './paymentProductName';

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

describe('paymentProductTypeName', () => {
  it("names card brands and Klarna's kinds, and keeps a bank's own name", async () => {
    await i18next.changeLanguage('nl');
    expect(paymentProductTypeName(t, 'amex')).toBe('American Express');
    expect(paymentProductTypeName(t, 'pay_later')).toBe('Achteraf betalen');
    expect(paymentProductTypeName(t, 'ABN AMRO')).toBe('ABN AMRO');
    expect(paymentProductTypeName(t, null)).toBe('');
    for (const brand of CARD_BRANDS) expect(paymentProductTypeName(t, brand)).not.toBe(brand);
  });
});

describe('cardText', () => {
  it('reads a card by its brand name, BIN and last 4, with the expiry when known', async () => {
    await i18next.changeLanguage('en');
    expect(cardText(t, { brand: 'amex', bin: '378282', last4: '0005' })).toBe(
      'American Express 378282•• •••• 0005',
    );
    expect(
      cardText(t, { brand: 'visa', bin: '411111', last4: '1111', expiry_month: 3, expiry_year: 2029 }),
    ).toBe('Visa 411111•• •••• 1111 · 03/2029');
  });
});
