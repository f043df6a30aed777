import {
  CHECKOUT_DESIGN_DEFAULTS,
  type CheckoutDesignForm,
  checkCss,
  formatMoney,
  numberFormatLocale,
  paymentProductOrder,
} from '@psp/domain';

/** The example payment the preview shows. */
export interface PreviewPayment {
  amount: number;
  currency: string;
  merchantReference: string;
  description: string;
}

/** Texts of the preview in the interface language. */
export interface PreviewTexts {
  /** The interface language, for the document's lang. */
  lang: string;
  title: string;
  amount: string;
  payWith: (product: string) => string;
  language: string;
  products: Record<string, string>;
  languages: readonly { value: string; label: string }[];
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>()\\]+$/;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

function colourOr(value: string | null | undefined, fallback: string): string {
  return value && COLOUR.test(value) ? value : fallback;
}

/**
 * The payment page as the design makes it, as a complete HTML document for a sandboxed iframe: the
 * merchant's css applies inside it only, and only when `checkCss` accepts it (the server's rule).
 */
export function checkoutPreviewDocument(
  design: Partial<CheckoutDesignForm>,
  payment: PreviewPayment,
  texts: PreviewTexts,
): string {
  const headerColour = colourOr(design.header_color, CHECKOUT_DESIGN_DEFAULTS.header_color);
  const headerText = colourOr(design.header_text_color, CHECKOUT_DESIGN_DEFAULTS.header_text_color);
  const buttonColour = colourOr(design.button_color, CHECKOUT_DESIGN_DEFAULTS.button_color);
  const buttonText = colourOr(design.button_text_color, CHECKOUT_DESIGN_DEFAULTS.button_text_color);
  const background = colourOr(design.background_color, '#f8f9fa');
  const backgroundImage =
    design.background_image_url && HTTP_URL.test(design.background_image_url)
      ? `background-image: url("${design.background_image_url}"); background-size: cover;`
      : '';
  const css = design.css && checkCss(design.css).length === 0 ? design.css : '';
  const locale = numberFormatLocale(design.number_format ?? CHECKOUT_DESIGN_DEFAULTS.number_format);
  const amount = formatMoney(payment.amount, payment.currency, locale);
  const headline =
    design.header_payment_description === 'description'
      ? payment.description
      : design.header_payment_description === 'none'
        ? ''
        : payment.merchantReference;
  const products = paymentProductOrder(design.payment_product_order);
  const buttons = (products.length > 0 ? products : ['card'])
    .map(
      (product) =>
        `<button type="button" class="pay-button" data-product="${escapeHtml(product)}">${escapeHtml(
          texts.payWith(texts.products[product] ?? product),
        )}</button>`,
    )
    .join('');
  const logo =
    design.logo_url && HTTP_URL.test(design.logo_url)
      ? `<img class="logo" src="${escapeHtml(design.logo_url)}" alt="" />`
      : '';
  const languageSwitch = design.show_language_switch
    ? `<label class="language-switch">${escapeHtml(texts.language)} <select>${texts.languages
        .map((language) => `<option value="${language.value}">${escapeHtml(language.label)}</option>`)
        .join('')}</select></label>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8" /><title>${escapeHtml(texts.title)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; background-color: ${background}; ${backgroundImage} color: #212529; }
.header { background: ${headerColour}; color: ${headerText}; padding: 16px 24px; display: flex; align-items: center; gap: 16px; }
.header .logo { max-height: 32px; }
.header .headline { flex: 1; font-weight: 600; }
.language-switch { font-size: 14px; }
main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px; }
.amount { font-size: 28px; font-weight: 700; margin: 4px 0 20px; }
.pay-button { display: block; width: 100%; margin: 8px 0; padding: 12px; border: 0; border-radius: 6px; font-size: 16px; background: ${buttonColour}; color: ${buttonText}; }
</style>
<style>${css}</style>
</head><body>
<header class="header">${logo}<span class="headline">${escapeHtml(headline)}</span>${languageSwitch}</header>
<main><div class="amount-label">${escapeHtml(texts.amount)}</div><div class="amount" data-testid="preview-amount">${escapeHtml(amount)}</div>${buttons}</main>
</body></html>`;
}
