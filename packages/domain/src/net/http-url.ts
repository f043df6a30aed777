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
    .url()
    .max(MAX_URL_LENGTH)
    .superRefine((value, context) => {
      // Not a URL at all is the `url` format issue's to say.
      const url = parsedUrl(value);
      const problem = url && httpUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    });

/** Why a parsed URL is no URL a field takes: not http(s), or carrying a user name or password. */
export function httpUrlProblem(url: URL): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https URLs are allowed';
  if (url.username || url.password) return 'A URL may not contain a user name or password';
  return undefined;
}

/** An optional URL of a form: empty means none. */
export const optionalHttpUrl = () =>
  httpUrlSchema()
    .nullish()
    .or(z.literal('').transform(() => null));
