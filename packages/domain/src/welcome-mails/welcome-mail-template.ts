import type { Language } from '../auth/auth.schema.js';
import { escapeHtml } from '../formatting/escape-html.js';
import type { WelcomeMailVariable } from './welcome-mail.schema.js';

/** Stands for the product's short title in the built-in template. */
const BRAND = '[brand]';

/**
 * The built-in welcome mail of 000 §3, used when no row is the default for the new user's side: a
 * heading, a paragraph, the button, the 24-hour notice, a forgot-password link and two-factor advice.
 */
const BUILT_IN: Record<Language, readonly string[]> = {
  en: [
    `<h2>Welcome to ${BRAND}</h2>`,
    `<p>Hello [name], an account has been created for you in ${BRAND}. Choose your password to get started.</p>`,
    '<p>[enter_password_button]</p>',
    '<p>This link expires in 24 hours.</p>',
    '<p>Link expired? Request a new one with <a href="[url_forgot_password]">Forgot your password</a>.</p>',
    `<p>We advise you to turn on two-factor authentication in your profile after your first login to ${BRAND}.</p>`,
  ],
  nl: [
    `<h2>Welkom bij ${BRAND}</h2>`,
    `<p>Hallo [name], er is een account voor je aangemaakt in ${BRAND}. Kies je wachtwoord om te beginnen.</p>`,
    '<p>[enter_password_button]</p>',
    '<p>Deze link verloopt over 24 uur.</p>',
    '<p>Link verlopen? Vraag een nieuwe aan met <a href="[url_forgot_password]">Wachtwoord vergeten</a>.</p>',
    `<p>We raden je aan na je eerste login bij ${BRAND} tweestapsverificatie aan te zetten in je profiel.</p>`,
  ],
};

/** Label of the `[enter_password_button]` button and subject of the mail, per language. */
export const WELCOME_MAIL_TEXTS: Record<Language, { subject: string; button: string; preview: string }> = {
  en: { subject: 'Your account is ready', button: 'Choose your password', preview: 'Preview' },
  nl: { subject: 'Je account staat klaar', button: 'Wachtwoord kiezen', preview: 'Voorbeeld' },
};

export function builtInWelcomeMail(language: Language, productName: string): string {
  // Joined here rather than at module level, so bundles that never call this leave the text out.
  return BUILT_IN[language].join('\n').replaceAll(BRAND, escapeHtml(productName));
}

export interface WelcomeMailValues {
  /** The set-password page with the invite token. */
  url: string;
  /** The new user's name. */
  name: string;
  /** The forgot-password page. */
  urlForgotPassword: string;
  /** The sign-in page, for "you can always sign in at" (`url` is a one-time link). */
  urlLogin: string;
  /** The mail's button (HTML) leading to `url`. */
  buttonHtml: string;
}

/** Fills the variables of (sanitised) template HTML; the text values are escaped for HTML. */
export function fillWelcomeMail(content: string, values: WelcomeMailValues): string {
  const replacements: Record<WelcomeMailVariable, string> = {
    '[url]': escapeHtml(values.url),
    '[enter_password_button]': values.buttonHtml,
    '[name]': escapeHtml(values.name),
    '[url_forgot_password]': escapeHtml(values.urlForgotPassword),
    '[url_login]': escapeHtml(values.urlLogin),
  };
  return content.replace(
    /\[(url|enter_password_button|name|url_forgot_password|url_login)\]/g,
    (variable) => replacements[variable as WelcomeMailVariable],
  );
}
