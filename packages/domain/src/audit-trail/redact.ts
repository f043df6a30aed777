import { passesLuhn } from '../cards/card.js';

/** What stands in the audit trail where a secret was. */
export const REDACTED = '[redacted]';

/** Headers whose value is a credential: the request's and the response's. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * Body keys whose value is a secret, compared in lower case: credentials, session and link tokens,
 * one-time codes and recovery codes, API keys and signing secrets, card numbers and CVCs. Any key
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
]);

/**
 * A string that is a secret whatever its key: a webhook signing secret or an API key (an API key's
 * `prefix`, its first characters shown to tell keys apart, is too short to match and stays readable).
 */
const SECRET_STRING = /^(whsec_|sk_(live|test)_[\w-]{16,})/;
/** A run of 13 to 19 digits, possibly spaced or dashed as people type card numbers. */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

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

/** A string with every Luhn-valid card number in it replaced; a secret-looking string whole. */
export function redactString(value: string): string {
  if (SECRET_STRING.test(value)) return REDACTED;
  return value.replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/[ -]/g, '')) ? REDACTED : run));
}

/**
 * A JSON value with its secrets replaced by `[redacted]`, before it is stored anywhere (the audit
 * trail): values under secret keys, the `value` of each share-credential detail (an element of a
 * `details` list with a `name`), secret-looking strings and card numbers inside any string.
 */
export function redactValue(value: unknown, key?: string, inDetails = false): unknown {
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, undefined, key === 'details'));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const secret = isSecret(name, item) || (inDetails && name === 'value' && 'name' in value);
    result[name] = secret && item !== null && item !== undefined ? REDACTED : redactValue(item, name);
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
