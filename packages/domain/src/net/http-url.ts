import { z } from 'zod';

/** The longest URL a field takes: what every browser, proxy and mail client handles. */
export const MAX_URL_LENGTH = 2000;

/** The URL a value spells, or undefined when it spells none. */
export function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Every URL field's schema: an http or https address (a javascript:, data: or ftp: one would run or
 * leak in the browser or client it is handed to), without a user name or password, up to
 * MAX_URL_LENGTH characters. A URL the server never calls (a return or redirect URL, a website, a logo)
 * may name a developer's localhost; one it calls is {@link outboundUrlSchema}, this plus its host check.
 */
export const httpUrlSchema = () =>
  z
    .url({ protocol: /^https?$/ })
    .max(MAX_URL_LENGTH)
    // Runs after the url check even when that failed: a value that is no URL is that issue, not this one.
    .refine((value) => {
      const url = parsedUrl(value);
      return !url?.username && !url?.password;
    }, 'A URL may not contain a user name or password');

/** An optional URL of a form: empty means none. */
export const optionalHttpUrl = () =>
  httpUrlSchema()
    .nullish()
    .or(z.literal('').transform(() => null));
