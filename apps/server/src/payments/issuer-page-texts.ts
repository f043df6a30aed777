import { escapeHtml, type HostedResult, type Language, LINK_UNAVAILABLE } from '@psp/domain';

/** A redirect product's name as the customer knows it (the same in both languages). */
const PRODUCT_NAMES: Record<string, string> = {
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  sofort: 'Sofort',
  klarna: 'Klarna',
  applepay: 'Apple Pay',
};

export interface IssuerPageTexts {
  simulated: (name: string) => string;
  paymentOf: (amount: string, reference: string) => string;
  approve: string;
  fail: string;
  cancel: string;
  thankYou: string;
  /** What happened to the payment, in words (never its status code). */
  results: Record<HostedResult, string>;
  notFound: { title: string; body: string };
  /** The refusals a customer can act on, by the refusal's code. */
  refusals: Record<
    'challenge_answered' | 'link_busy' | typeof LINK_UNAVAILABLE,
    { title: string; body: string }
  >;
  saveCard: (brand: string, last4: string, merchant: string) => string;
  verificationNotFound: { title: string; body: string };
  cardAnswered: { title: string; body: string };
}

/**
 * The simulated issuer's pages (3-D Secure, redirect products, a card-add link's verification) in the
 * customer's language (Accept-Language, as the hosted page reads it). Server-rendered, no script.
 */
export const ISSUER_PAGE_TEXTS: Record<Language, IssuerPageTexts> = {
  en: {
    simulated: (name) => `${name} (simulated)`,
    paymentOf: (amount, reference) => `Payment of ${amount} to ${reference}.`,
    approve: 'Approve',
    fail: 'Fail',
    cancel: 'Cancel',
    thankYou: 'Thank you',
    results: {
      approved: 'Your payment was approved.',
      declined: 'Your bank declined the payment.',
      failed: 'The payment could not be completed. Nothing was charged.',
      cancelled: 'You cancelled the payment. Nothing was charged.',
      pending: 'Your payment is being processed.',
    },
    notFound: {
      title: 'Payment not found',
      body: 'This link is unknown, or the payment was already answered.',
    },
    refusals: {
      // Another answer (a second tab, a double click) got there first.
      challenge_answered: {
        title: 'Already answered',
        body: 'This payment was already answered; you may close this page.',
      },
      // Another customer's payment of the same single-use link is at its processor.
      link_busy: {
        title: 'One moment',
        body: 'Another payment on this link is being processed. Wait a moment and try again.',
      },
      // The link closed while this payment was at its processor (its merchant deactivated it, say).
      [LINK_UNAVAILABLE]: {
        title: 'Link no longer available',
        body: 'This payment link can no longer be paid. You may close this page.',
      },
    },
    saveCard: (brand, last4, merchant) => `Save the ${brand} card ending in ${last4} for ${merchant}.`,
    verificationNotFound: {
      title: 'Verification not found',
      body: 'This card was already answered, or the link is no longer open.',
    },
    cardAnswered: { title: 'Already answered', body: 'This card was already answered.' },
  },
  nl: {
    simulated: (name) => `${name} (gesimuleerd)`,
    paymentOf: (amount, reference) => `Betaling van ${amount} aan ${reference}.`,
    approve: 'Goedkeuren',
    fail: 'Laten mislukken',
    cancel: 'Annuleren',
    thankYou: 'Bedankt',
    results: {
      approved: 'Uw betaling is goedgekeurd.',
      declined: 'Uw bank heeft de betaling geweigerd.',
      failed: 'De betaling kon niet worden voltooid. Er is niets afgeschreven.',
      cancelled: 'U heeft de betaling geannuleerd. Er is niets afgeschreven.',
      pending: 'Uw betaling wordt verwerkt.',
    },
    notFound: {
      title: 'Betaling niet gevonden',
      body: 'Deze link is onbekend, of de betaling is al beantwoord.',
    },
    refusals: {
      challenge_answered: {
        title: 'Al beantwoord',
        body: 'Deze betaling is al beantwoord; u kunt deze pagina sluiten.',
      },
      link_busy: {
        title: 'Een ogenblik',
        body: 'Er wordt al een betaling met deze link verwerkt. Wacht even en probeer het opnieuw.',
      },
      [LINK_UNAVAILABLE]: {
        title: 'Link niet meer beschikbaar',
        body: 'Deze betaallink kan niet meer worden betaald. U kunt deze pagina sluiten.',
      },
    },
    saveCard: (brand, last4, merchant) => `De ${brand}-kaart eindigend op ${last4} bewaren voor ${merchant}.`,
    verificationNotFound: {
      title: 'Verificatie niet gevonden',
      body: 'Deze kaart is al beantwoord, of de link is niet meer open.',
    },
    cardAnswered: { title: 'Al beantwoord', body: 'Deze kaart is al beantwoord.' },
  },
};

/** The page's title for a product: 3-D Secure for cards, the redirect product's own name otherwise. */
export function issuerTitle(texts: IssuerPageTexts, product: string, card: boolean): string {
  return texts.simulated(card ? '3-D Secure' : (PRODUCT_NAMES[product] ?? product));
}

/** A paragraph of plain text. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The page's answer buttons, in a form posting back to the page. */
export function answerForm(
  texts: IssuerPageTexts,
  answers: readonly ('approve' | 'fail' | 'cancel')[],
): string {
  const buttons = answers.map(
    (answer) => `<button name="result" value="${answer}">${escapeHtml(texts[answer])}</button>`,
  );
  return `<form method="post">${buttons.join('')}</form>`;
}
