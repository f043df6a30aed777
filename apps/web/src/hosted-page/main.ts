import type { HostedLinkView, HostedResult } from '@psp/domain';
import { type CardError, type CardField, type CardFields, checkCard } from './checkCard';
import { h } from './dom';
import { type Language, translate } from './hostedMessages';
import './pay.css';

/**
 * The hosted payment page (/pay/{token}): plain DOM code, no framework, so the page stays a few KB and
 * renders on the first script. The server put the link's public view in the page's data block; the
 * customer's submissions go to /api/pay/{token}/payments or /cards.
 */
const view = JSON.parse(document.getElementById('hosted-link')?.textContent ?? 'null') as HostedLinkView;
const token = decodeURIComponent(location.pathname.split('/pay/')[1] ?? '');
const root = document.getElementById('pay') as HTMLElement;

let language: Language = view.language;
let product = view.products[0] ?? 'card';
let screen:
  | { kind: 'form' }
  | {
      kind: 'result';
      result: HostedResult;
      transaction: string | null;
      last4?: string;
    } = view.result
  ? {
      kind: 'result',
      result: view.result,
      transaction: new URLSearchParams(location.search).get('transaction'),
      // Back from 3-D Secure of a card-add link: the card's last 4 for the result page.
      last4: new URLSearchParams(location.search).get('last4') ?? '',
    }
  : { kind: 'form' };
const values: CardFields = { number: '', expiry: '', cvc: '', holder: '' };
let errors: Partial<Record<CardField, CardError>> = {};
let formError: string | null = null;
let submitting = false;
/** The way back to the merchant after a result, until the customer chooses to stay (WCAG 2.2.1). */
let returnTimer: ReturnType<typeof setTimeout> | undefined;
let stayed = false;

const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
const amount = () => view.amount_text ?? '';

/** The design's logo; one that does not load is taken away rather than shown broken. */
function logo(src: string): HTMLElement {
  const image = h('img', { class: 'pay-logo', src, alt: view.merchant });
  image.addEventListener('error', () => image.remove());
  return image;
}

function header(): HTMLElement {
  const title =
    view.state !== 'open' && !view.result
      ? ''
      : t(view.kind === 'card' ? 'cardTitle' : 'title', { merchant: view.merchant });
  return h(
    'header',
    { class: 'pay-header' },
    view.logo_url ? logo(view.logo_url) : null,
    title ? h('p', { class: 'pay-merchant' }, title) : null,
    view.kind === 'payment' && amount()
      ? h(
          'p',
          { class: 'pay-amount' },
          h('span', { class: 'visually-hidden' }, `${t('amountLabel')}: `),
          amount(),
        )
      : null,
    view.header_text ? h('p', { class: 'pay-description' }, view.header_text) : null,
    view.description ? h('p', { class: 'pay-description' }, view.description) : null,
    view.show_language_switch ? languageSwitch() : null,
  );
}

function languageSwitch(): HTMLElement {
  const names: Record<Language, string> = { en: 'English', nl: 'Nederlands' };
  return h(
    'div',
    { class: 'pay-languages', role: 'group', 'aria-label': t('language') },
    ...(['en', 'nl'] as const).map((code) => {
      const button = h(
        'button',
        { type: 'button', lang: code, 'aria-pressed': String(code === language) },
        names[code],
      );
      button.addEventListener('click', () => {
        language = code;
        render();
        (root.querySelector(`.pay-languages [lang="${code}"]`) as HTMLElement | null)?.focus();
      });
      return button;
    }),
  );
}

function unavailable(): HTMLElement {
  const paid = view.state === 'paid';
  const title = paid ? (view.kind === 'card' ? 'cardSavedTitle' : 'paidTitle') : 'unavailableTitle';
  return h(
    'section',
    { class: 'pay-panel' },
    h('h1', {}, t(title)),
    h('p', {}, t(paid ? 'paidText' : 'unavailableText')),
  );
}

function field(name: CardField, label: string, attributes: Record<string, string>): HTMLElement {
  const id = `pay-${name}`;
  const error = errors[name];
  const input = h('input', {
    id,
    name,
    type: 'text',
    value: values[name],
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...attributes,
  });
  input.addEventListener('input', () => {
    values[name] = input.value;
  });
  return h(
    'div',
    { class: `pay-field pay-field-${name}` },
    h('label', { for: id }, label),
    input,
    error ? h('p', { class: 'pay-error', id: `${id}-error` }, t(error.key, error.values)) : null,
  );
}

function products(): HTMLElement | null {
  if (view.products.length < 2) return null;
  return h(
    'fieldset',
    { class: 'pay-products' },
    h('legend', {}, t('method')),
    ...view.products.map((code) => {
      const input = h('input', {
        type: 'radio',
        name: 'product',
        id: `pay-product-${code}`,
        value: code,
        checked: code === product,
      });
      input.addEventListener('change', () => {
        product = code;
        errors = {};
        formError = null;
        render();
        (root.querySelector(`#pay-product-${code}`) as HTMLElement | null)?.focus();
      });
      return h(
        'div',
        { class: 'pay-product' },
        input,
        h('label', { for: `pay-product-${code}` }, t(`products.${code}`)),
      );
    }),
  );
}

function form(): HTMLElement {
  const card = product === 'card';
  const submitLabel =
    view.kind === 'card'
      ? t('saveCard')
      : card
        ? t('pay', { amount: amount() })
        : t('continueWith', { product: t(`products.${product}`) });
  const element = h(
    'form',
    { class: 'pay-panel', novalidate: true, 'aria-busy': submitting ? 'true' : undefined },
    h(
      'h1',
      { class: 'visually-hidden' },
      t(view.kind === 'card' ? 'cardTitle' : 'title', { merchant: view.merchant }),
    ),
    view.kind === 'card' ? h('p', {}, t('cardIntro', { merchant: view.merchant })) : null,
    products(),
    card
      ? h(
          'div',
          { class: 'pay-card' },
          field('number', t('cardNumber'), {
            inputmode: 'numeric',
            autocomplete: 'cc-number',
            maxlength: '23',
          }),
          field('expiry', t('expiry'), {
            inputmode: 'numeric',
            autocomplete: 'cc-exp',
            maxlength: '7',
            placeholder: 'MM/YY',
          }),
          field('cvc', t('cvc'), { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }),
          field('holder', t('holder'), { autocomplete: 'cc-name', maxlength: '200' }),
        )
      : h('p', {}, t('redirectNote')),
    h('div', { class: 'pay-alert', role: 'alert' }, formError ?? ''),
    h(
      'button',
      { type: 'submit', class: 'pay-submit', disabled: submitting },
      submitting ? t('processing') : submitLabel,
    ),
  );
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  return element;
}

function result(state: Extract<typeof screen, { kind: 'result' }>): HTMLElement {
  const cardLink = view.kind === 'card';
  const ok = state.result === 'approved';
  const title = cardLink ? (ok ? 'results.cardSaved' : 'results.cardDeclined') : `results.${state.result}`;
  const text = cardLink
    ? ok
      ? t('results.cardSavedText', { last4: state.last4 ?? '', merchant: view.merchant })
      : t('results.cardDeclinedText')
    : t(`results.${state.result}Text`, { amount: amount(), merchant: view.merchant });
  const heading = h('h1', { tabindex: '-1' }, t(title));
  const panel = h(
    'section',
    { class: `pay-panel pay-result pay-result-${state.result}` },
    heading,
    h('p', {}, text),
  );
  const retry = !ok && state.result !== 'pending' && view.state === 'open';
  if (retry) {
    const button = h('button', { type: 'button', class: 'pay-submit' }, t('results.tryAgain'));
    button.addEventListener('click', () => {
      screen = { kind: 'form' };
      history.replaceState(null, '', location.pathname);
      render();
      (root.querySelector<HTMLElement>('#pay-number') ?? root.querySelector<HTMLElement>('input'))?.focus();
    });
    panel.append(button);
  }
  if (view.return_url && (ok || !retry)) {
    const back = new URL(view.return_url);
    if (state.transaction) back.searchParams.set('transaction', state.transaction);
    back.searchParams.set('status', state.result);
    panel.append(
      h(
        'a',
        { href: back.href, class: 'pay-submit pay-back' },
        t('results.backToMerchant', { merchant: view.merchant }),
      ),
    );
    // As Stripe Checkout does: the customer goes back to the merchant after seeing the result, unless
    // they choose to stay and read it (a time limit must be one the user can turn off).
    clearTimeout(returnTimer);
    if (!stayed) {
      const note = h('p', {}, t('results.redirecting', { merchant: view.merchant }));
      const stay = h('button', { type: 'button', class: 'pay-stay' }, t('results.stay'));
      stay.addEventListener('click', () => {
        stayed = true;
        clearTimeout(returnTimer);
        note.remove();
        stay.remove();
        panel.querySelector<HTMLElement>('.pay-back')?.focus();
      });
      panel.append(note, stay);
      returnTimer = setTimeout(() => location.assign(back.href), 5000);
    }
  }
  return panel;
}

function render(): void {
  document.documentElement.lang = language;
  document.title = view.merchant
    ? t(view.kind === 'card' ? 'cardTitle' : 'title', { merchant: view.merchant })
    : t('unavailableTitle');
  const content = screen.kind === 'result' ? result(screen) : view.state === 'open' ? form() : unavailable();
  root.replaceChildren(...(view.merchant ? [header()] : []), h('main', { class: 'pay-main' }, content));
}

const FIELD_OF: Record<string, CardField> = {
  'body.card.number': 'number',
  'body.card.expiry_month': 'expiry',
  'body.card.expiry_year': 'expiry',
  'body.card.cvc': 'cvc',
  'body.card.holder_name': 'holder',
};

function serverError(name: CardField, detail: { code: string; expected?: unknown }): CardError {
  switch (name) {
    case 'number':
      return { key: detail.code === 'unknown_brand' ? 'errors.brandUnknown' : 'errors.numberInvalid' };
    case 'expiry':
      return { key: detail.code === 'card_expired' ? 'errors.expiryPast' : 'errors.expiryInvalid' };
    case 'cvc':
      return {
        key: 'errors.cvcInvalid',
        values: { digits: typeof detail.expected === 'number' ? detail.expected : 3 },
      };
    case 'holder':
      return { key: 'errors.server' };
  }
}

async function submit(): Promise<void> {
  if (submitting) return;
  formError = null;
  let body: object;
  let last4: string | undefined;
  if (product === 'card') {
    const checked = checkCard(values, new Date());
    if (checked.errors) {
      errors = checked.errors;
      formError = t('errors.summary');
      render();
      (root.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
      return;
    }
    errors = {};
    last4 = checked.card.number.slice(-4);
    body = view.kind === 'card' ? { card: checked.card } : { payment_product: 'card', card: checked.card };
  } else body = { payment_product: product };
  submitting = true;
  render();
  let response: Response;
  try {
    response = await fetch(
      `/api/pay/${encodeURIComponent(token)}/${view.kind === 'card' ? 'cards' : 'payments'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
  } catch {
    submitting = false;
    formError = t('errors.network');
    render();
    return;
  }
  submitting = false;
  const answer = await response.json().catch(() => null);
  if (response.ok && answer) {
    if (answer.result === 'pending' && answer.next_action_url) {
      location.assign(answer.next_action_url);
      return;
    }
    if (answer.result === 'approved') values.number = values.cvc = '';
    screen = {
      kind: 'result',
      result: answer.result,
      transaction: answer.transaction,
      ...(last4 ? { last4 } : {}),
    };
    render();
    (root.querySelector('h1[tabindex]') as HTMLElement | null)?.focus();
    return;
  }
  if (response.status === 409 && answer?.error !== 'link_busy') {
    view.state = 'unavailable';
    render();
    return;
  }
  if (response.status === 400 && Array.isArray(answer?.details)) {
    // The server's checks are the page's; this only happens when the two disagree (a new brand rule).
    for (const detail of answer.details as { path: string; code: string; expected?: unknown }[]) {
      const name = FIELD_OF[detail.path];
      if (name) errors[name] = serverError(name, detail);
    }
  }
  formError = t(
    response.status === 429
      ? 'errors.rateLimited'
      : response.status === 409
        ? 'errors.busy'
        : response.status === 400
          ? 'errors.summary'
          : 'errors.server',
  );
  render();
  (root.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
}

render();
// The first render with the form: what docs/performance.md measures on Fast 3G.
performance.mark('hosted-page-ready');
