import { describe, expect, it } from 'vitest';
import { checkoutPreviewDocument } from './checkoutPreviewDocument';

const payment = { amount: 123_456, currency: 'EUR', merchantReference: 'ORDER-1', description: 'Cake <b>' };
const texts = {
  lang: 'en',
  title: 'Preview',
  amount: 'Amount',
  payWith: (product: string) => `Pay with ${product}`,
  language: 'Language',
  products: { ideal: 'iDEAL', card: 'Card' },
  languages: [{ value: 'en', label: 'English' }],
};

describe('checkoutPreviewDocument', () => {
  it('applies colours, number format, product order and the language switch', () => {
    const html = checkoutPreviewDocument(
      {
        header_color: '#1864ab',
        number_format: 'nl_NL',
        payment_product_order: 'ideal,card',
        show_language_switch: true,
      },
      payment,
      texts,
    );
    expect(html).toContain('background: #1864ab');
    expect(html).toMatch(/€\s1\.234,56/);
    expect(html.indexOf('Pay with iDEAL')).toBeLessThan(html.indexOf('Pay with Card'));
    expect(html).toContain('<select>');
    expect(html).toContain('ORDER-1');
  });

  it('leaves out css the server refuses, invalid colours and non-http images; escapes text', () => {
    const html = checkoutPreviewDocument(
      {
        css: 'body { background: url(https://tracker.example/p.gif) }',
        button_color: 'red;}</style><script>',
        logo_url: 'javascript:alert(1)',
        header_payment_description: 'description',
      },
      payment,
      texts,
    );
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Cake &lt;b&gt;');
    expect(html).not.toContain('<select>');
    expect(checkoutPreviewDocument({ css: '.pay-button { color: #000 }' }, payment, texts)).toContain(
      '<style>.pay-button { color: #000 }</style>',
    );
  });
});
