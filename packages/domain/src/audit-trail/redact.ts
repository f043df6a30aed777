import { passesLuhn } from '../cards/card.js';

/** What stands in the audit trail where a secret was. */
export const REDACTED = '[redacted]';

/** Headers whose value is a credential: the request's and the response's. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * Body keys whose value is a secret, compared in lower case: credentials, session and link tokens,
 * one-time codes and recovery codes, API keys and signing secrets, card numbers and CVCs, social
 * security numbers. Any key
 * containing `password` or `secret` is one too.
 */
const SECRET_KEYS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'mfa_token',
  'id_token',
  'otp',
  'mfa_code',
  'recovery_code',
  'recovery_codes',
  'otpauth_url',
  'qr_svg',
  'api_key',
  'apikey',
  'key',
  'card_number',
  'pan',
  'cvc',
  'cvv',
  'cvc2',
  'security_code',
  'social_security_number',
]);

/**
 * A string that is a secret whatever its key: a webhook signing secret or an API key (an API key's
 * `prefix`, its first characters shown to tell keys apart, is too short to match and stays readable).
 */
const SECRET_STRING = /^(whsec_|sk_(live|test)_[\w-]{16,})/;
/**
 * A run of 13 or more digits, possibly spaced or dashed as people type card numbers, or a UUID, matched
 * first so that its digit groups (`…-4776-9945690561c3`) are never taken for one and mangled.
 */
const DIGIT_RUN = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}|\d(?:[ -]?\d){12,}/gi;
const UUID = /^[\da-f]{8}-/i;

/**
 * Keys that hold a secret only in one shape: `code` is a one-time code when it is digits (an error's
 * `code` is a word), `number` a card number when it is a string (a merchant category's is an integer).
 */
const SECRET_WHEN: Record<string, (value: unknown) => boolean> = {
  code: (value) => typeof value === 'string' && /^\d{4,10}$/.test(value.trim()),
  number: (value) => typeof value === 'string',
};

function isSecret(key: string, value: unknown): boolean {
  const lower = key.toLowerCase();
  if (SECRET_KEYS.has(lower) || lower.includes('password') || lower.includes('secret')) return true;
  return SECRET_WHEN[lower]?.(value) ?? false;
}

/** A NUL or a surrogate without its other half: text PostgreSQL's text and jsonb cannot hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this pattern is for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A text PostgreSQL stores as it is: each NUL and lone surrogate becomes U+FFFD, the replacement
 * character. A JSON body may carry them as escapes (`\u0000`, `"\ud800"`); one such call in a batch
 * made the audit trail's INSERT fail, so everything recorded passes through here (issue 28).
 */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, '\ufffd');
}

/**
 * A path segment that is a credential, after its prefix: a hosted page's link token (`/pay/…`,
 * `/api/pay/…`), a 3-D Secure or redirect page's token (`/v1/challenge/…`) and a card challenge's token
 * (`…/verify/…`), wherever such a URL stands (a request's path, a payment's next_action, a link's url).
 */
const TOKEN_IN_PATH = /(\/pay\/|\/v1\/challenge\/|\/verify\/)(?!\[redacted\])[^/?#\s"'<>\\]+/g;

/** 13 to 19 digits passing Luhn, or more digits than a card number has, which may hide one. */
function mayHoldCardNumber(digits: string): boolean {
  return digits.length > 19 || passesLuhn(digits);
}

/**
 * A string with every Luhn-valid card number in it replaced (and every run of more than 19 digits),
 * and every token in a URL path; a
 * secret-looking string whole; storable.
 */
export function redactString(value: string): string {
  if (SECRET_STRING.test(value)) return REDACTED;
  return storableText(value)
    .replace(TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(DIGIT_RUN, (run) =>
      !UUID.test(run) && mayHoldCardNumber(run.replace(/[ -]/g, '')) ? REDACTED : run,
    );
}

/**
 * A request's path and query as they may be stored or logged: the path by `redactString` (tokens,
 * card numbers), each query value by its name as `redactValue` judges a body field
 * (`?card_number=…&api_key=…`).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = redactString(mark === -1 ? url : url.slice(0, mark));
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return encodeURIComponent(storableText(decodedQueryPart(pair)));
      const name = storableText(decodedQueryPart(pair.slice(0, equals)));
      const value = redactValue({ [name]: decodedQueryPart(pair.slice(equals + 1)) }) as Record<
        string,
        string
      >;
      return `${encodeURIComponent(name)}=${encodeURIComponent(value[name] ?? '')}`;
    });
  return `${path}?${query.join('&')}`;
}

/** A query's name or value as a form decodes it (`+` is a space); a malformed escape stays as sent. */
function decodedQueryPart(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** A whole number of 13 to 19 digits that passes Luhn: a card number sent as a JSON number. */
function isCardNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1e12 && passesLuhn(String(value));
}

/** How many levels of a body the trail keeps; what lies deeper is replaced by TOO_DEEP. */
export const RECORDED_DEPTH_LIMIT = 32;
/** What stands where a body went deeper than RECORDED_DEPTH_LIMIT (a 10,000-deep one overflowed the stack). */
export const TOO_DEEP = '[too deep]';

/**
 * A JSON value with its secrets replaced by `[redacted]`, before it is stored anywhere (the audit
 * trail): values under secret keys, the `value` of each share-credential detail (an element of a
 * `details` list with a `name`), secret-looking strings, card numbers inside any string or sent as a
 * number; every text made storable (storableText) and the value kept to RECORDED_DEPTH_LIMIT levels.
 */
export function redactValue(value: unknown, key?: string, inDetails = false, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number') return isCardNumber(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth === RECORDED_DEPTH_LIMIT) return TOO_DEEP;
  if (Array.isArray(value))
    return value.map((item) => redactValue(item, undefined, key === 'details', depth + 1));
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const secret = isSecret(name, item) || (inDetails && name === 'value' && 'name' in value);
    result[storableText(name)] =
      secret && item !== null && item !== undefined ? REDACTED : redactValue(item, name, false, depth + 1);
  }
  return result;
}

/** Headers as the audit trail stores them: credential headers redacted, the rest by `redactString`. */
export function redactHeaders(headers: { name: string; value: string }[]): { name: string; value: string }[] {
  return headers.map(({ name, value }) => ({
    name,
    value: SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : redactString(value),
  }));
}
