import {
  checkCss,
  formatMoney,
  type HostedLinkView,
  type HostedResult,
  numberFormatLocale,
  PAYMENT_PRODUCTS,
  paymentProductOrder,
} from '@psp/domain';
import { sql } from 'kysely';
import { paymentLinkPayable } from '../payment-links/link-status.js';
import { organisationActive } from '../platform/auth/actors.js';
import type { Database } from '../platform/db/database.js';
import { linkTokenSha256 } from './hosted-link-url.js';

/** A link as the hosted page's routes use it: the public view, and what the server acts on. */
export interface HostedLink {
  kind: 'payment' | 'card';
  id: string;
  organisation_id: string;
  payment_profile_id: string;
  customer_id: string | null;
  amount: number | null;
  currency_code: string | null;
  description: string | null;
  merchant_reference: string | null;
  open: boolean;
  paid: boolean;
  return_url: string | null;
  design: DesignRow | null;
  merchant: string;
  products: string[];
}

interface DesignRow {
  header_payment_description: string;
  background_color: string | null;
  background_image_url: string | null;
  logo_url: string | null;
  header_color: string | null;
  header_text_color: string | null;
  button_color: string | null;
  button_text_color: string | null;
  show_language_switch: boolean;
  payment_product_order: string | null;
  number_format: string;
  css: string | null;
}

/**
 * Products the hosted page offers: those of the profile's active processors, in the design's
 * payment_product_order, then the others in catalogue order. Apple Pay needs the wallet's own sheet,
 * which a simulated page cannot show, so it is not offered here.
 */
function offered(available: readonly string[], order: string | null): string[] {
  const ranked = [...paymentProductOrder(order), ...PAYMENT_PRODUCTS];
  return [...new Set(ranked)].filter((product) => product !== 'applepay' && available.includes(product));
}

/**
 * The link behind a token, payment link or card-add link, with its merchant's name, its design (only
 * one of the link's own organisation) and the products its profile takes; undefined for an unknown
 * token. A link of a deactivated merchant is not open: the page shows it closed. Only digests of tokens
 * are stored (issue 28): the token's SHA-256 is compared by the unique indexes, that of the derived token
 * and that of a token shared before tokens were derived (migration 0043).
 */
export async function hostedLinkByToken(database: Database, token: string): Promise<HostedLink | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const digest = linkTokenSha256(token);
  const design = (alias: string) => sql<DesignRow | null>`(
    SELECT row_to_json(d) FROM (
      SELECT header_payment_description, background_color, background_image_url, logo_url, header_color,
        header_text_color, button_color, button_text_color, show_language_switch, payment_product_order,
        number_format, css
      FROM checkout_designs cd
      WHERE cd.id = ${sql.ref(`${alias}.checkout_design_id`)} AND cd.organisation_id = ${sql.ref(`${alias}.organisation_id`)}
    ) d)`;
  const products = (alias: string) => sql<string[]>`ARRAY(
    SELECT DISTINCT pr.payment_product FROM payment_profile_processors pp
      JOIN processors pr ON pr.id = pp.processor_id
      WHERE pp.payment_profile_id = ${sql.ref(`${alias}.payment_profile_id`)} AND pr.active)`;
  const result = await sql<Omit<HostedLink, 'products'> & { available: string[] }>`
    SELECT 'payment' AS kind, l.id, l.organisation_id, l.payment_profile_id, l.customer_id,
      l.amount::float8 AS amount, l.currency_code, l.description, l.merchant_reference, l.return_url,
      (${paymentLinkPayable('l')} AND ${organisationActive(sql.ref('l.organisation_id'))}) AS open,
      (l.status = 'DONE') AS paid,
      o.name AS merchant, ${design('l')} AS design, ${products('l')} AS available
    FROM payment_links l JOIN organisations o ON o.id = l.organisation_id
    WHERE l.token_sha256 = ${digest} OR l.legacy_token_sha256 = ${digest}
    UNION ALL
    SELECT 'card', c.id, c.organisation_id, c.payment_profile_id, c.customer_id, NULL, NULL, NULL, NULL,
      c.return_url,
      (c.status IN ('CREATED', 'INITIATED') AND (c.expires_at IS NULL OR c.expires_at > now())
        AND ${organisationActive(sql.ref('c.organisation_id'))}),
      (c.status = 'DONE'),
      o.name, ${design('c')}, ${products('c')}
    FROM card_add_links c JOIN organisations o ON o.id = c.organisation_id
    WHERE c.token_sha256 = ${digest} OR c.legacy_token_sha256 = ${digest}
  `.execute(database.db);
  const row = result.rows[0];
  if (!row) return undefined;
  const { available, ...link } = row;
  return {
    ...link,
    products:
      link.kind === 'card'
        ? ['card'].filter((p) => available.includes(p))
        : offered(available, link.design?.payment_product_order ?? null),
  };
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string | null | undefined, fallback: string) =>
  value && COLOUR.test(value) ? value : fallback;
const httpUrl = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The public view of a link: what the page shows, nothing more (no ids but the token the customer has).
 * A link that takes nothing is shown as an unknown token is, without its merchant, amount or design
 * (no oracle), unless the customer comes back to the result of its own payment.
 */
export function viewOf(
  found: HostedLink | undefined,
  language: 'en' | 'nl',
  result: HostedResult | null,
): HostedLinkView {
  const link = found && (found.open || result) ? found : undefined;
  const design = link?.design ?? null;
  const header =
    design?.header_payment_description === 'none'
      ? null
      : design?.header_payment_description === 'description'
        ? (link?.description ?? null)
        : (link?.merchant_reference ?? link?.description ?? null);
  return {
    // The kind of a used link words its page (paid, card saved); an unavailable one says no more.
    kind: (link ?? (found?.paid ? found : undefined))?.kind ?? 'payment',
    state: found?.open ? 'open' : found?.paid ? 'paid' : 'unavailable',
    merchant: link?.merchant ?? '',
    amount: link?.amount ?? null,
    currency_code: link?.currency_code ?? null,
    amount_text:
      link?.amount != null && link.currency_code
        ? formatMoney(link.amount, link.currency_code, numberFormatLocale(design?.number_format ?? 'en_US'))
        : null,
    header_text: link ? header : null,
    // The link form promises its description on the page: below the header when the header shows another text.
    description: link?.description && link.description !== header ? link.description : null,
    products: link?.open ? link.products : [],
    language,
    show_language_switch: design?.show_language_switch ?? false,
    logo_url: httpUrl(design?.logo_url),
    background_image_url: httpUrl(design?.background_image_url),
    result,
    return_url: link?.return_url ?? null,
  };
}

/** The page's design as css custom properties and the design's own (checked) css. */
export function designCss(view: HostedLinkView, link: HostedLink | undefined): string {
  const design = view.merchant && link ? link.design : null;
  const background = httpUrl(design?.background_image_url);
  const variables = [
    `--pay-header-bg:${colour(design?.header_color, '#c92a2a')}`,
    `--pay-header-fg:${colour(design?.header_text_color, '#ffffff')}`,
    `--pay-button-bg:${colour(design?.button_color, '#c92a2a')}`,
    `--pay-button-fg:${colour(design?.button_text_color, '#ffffff')}`,
    `--pay-page-bg:${colour(design?.background_color, '#f1f3f5')}`,
    // JSON.stringify quotes the address as a css string; httpUrl made it a parsed URL (no quote or newline).
    `--pay-page-image:${background ? `url(${JSON.stringify(background)})` : 'none'}`,
  ].join(';');
  const css = design?.css && checkCss(design.css).length === 0 ? design.css : '';
  return `:root{${variables}}\n${css}`;
}
