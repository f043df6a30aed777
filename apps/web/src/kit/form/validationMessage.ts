import type { ApiErrorDetail } from '../api/ApiError';

/** A message as a translation key of main.json plus its values. */
export interface TranslatableMessage {
  key: string;
  values?: Record<string, unknown>;
}

/** The parts of a zod issue the messages depend on. */
export interface ValidationIssue {
  code: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** Refusals of a password the server alone can judge (000 §8): leaked, used before, wrong current one. */
const PASSWORD_CODES: Readonly<Record<string, string>> = {
  password_leaked: 'password.leaked',
  password_reused: 'password.reused',
  password_policy: 'password.policy',
  wrong_password: 'password.wrongCurrent',
};

const isBlank = (input: unknown) => input === undefined || input === null || input === '';
const SIZED = new Set(['array', 'set', 'file']);
/** The issue codes of zod, which the server reports as they are. */
const ZOD_CODES = new Set([
  'invalid_type',
  'invalid_value',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'custom',
]);

/** The translated message for a validation problem: `form_validation.*` with the expected and actual values. */
export function issueMessage(issue: ValidationIssue): TranslatableMessage {
  const { code, input, origin } = issue;
  switch (code) {
    case 'invalid_type':
    case 'invalid_value':
      return isBlank(input) ? { key: 'form_validation.required' } : { key: 'form_validation.invalid' };
    case 'too_small':
      if (origin === 'string') {
        return isBlank(input)
          ? { key: 'form_validation.required' }
          : { key: 'form_validation.minlength', values: { requiredLength: issue.minimum } };
      }
      if (origin && SIZED.has(origin))
        return { key: 'form_validation.minItems', values: { expected: issue.minimum } };
      return { key: 'form_validation.min', values: { expected: issue.minimum, actual: input } };
    case 'too_big':
      if (origin === 'string')
        return { key: 'form_validation.maxlength', values: { requiredLength: issue.maximum } };
      if (origin && SIZED.has(origin))
        return { key: 'form_validation.maxItems', values: { expected: issue.maximum } };
      return { key: 'form_validation.max', values: { expected: issue.maximum, actual: input } };
    case 'invalid_format':
      if (isBlank(input)) return { key: 'form_validation.required' };
      if (issue.format === 'email') return { key: 'form_validation.email' };
      if (issue.format === 'url') return { key: 'form_validation.url' };
      return { key: 'form_validation.pattern' };
    default:
      return { key: 'form_validation.invalid' };
  }
}

/** A field problem reported by the server, in the same messages as the browser's own validation. */
export function serverDetailMessage(detail: ApiErrorDetail): TranslatableMessage {
  const passwordKey = PASSWORD_CODES[detail.code];
  if (passwordKey) return { key: passwordKey };
  if (detail.code === 'required') return { key: 'form_validation.required' };
  if (detail.code === 'email_taken') return { key: 'form_validation.emailTaken' };
  if ((detail.code === 'too_small' || detail.code === 'too_big') && detail.expected !== undefined) {
    return {
      key: detail.code === 'too_small' ? 'form_validation.min' : 'form_validation.max',
      values: { expected: detail.expected, actual: detail.actual },
    };
  }
  if (ZOD_CODES.has(detail.code)) return issueMessage({ code: detail.code, input: detail.actual });
  // A rule only the server can check (a duplicate, an address already in use): its code's words, else its own.
  return { key: `errors.${detail.code}`, values: { defaultValue: detail.message } };
}

/** react-hook-form keeps messages as strings: the key and values travel as JSON. */
export function encodeMessage(message: TranslatableMessage): string {
  return JSON.stringify(message);
}

/**
 * A stored message back as key and values. A schema's own message that is a bare identifier
 * (for example `invalidNumber`) names a `form_validation` key; any other text is shown as it is.
 */
export function decodeMessage(message: string): TranslatableMessage | { text: string } {
  if (message.startsWith('{')) {
    try {
      return JSON.parse(message) as TranslatableMessage;
    } catch {
      return { text: message };
    }
  }
  return /^[a-zA-Z_]+$/.test(message) ? { key: `form_validation.${message}` } : { text: message };
}
