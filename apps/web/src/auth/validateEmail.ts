import { regexes } from 'zod/v4/core';
import type { TranslatableMessage } from '../kit/form/validationMessage';

/** An e-mail field of a logged-out screen: required and valid, with the pattern z.email() uses. */
export function validateEmail(email: string): TranslatableMessage | undefined {
  if (email === '') return { key: 'form_validation.required' };
  return regexes.email.test(email) ? undefined : { key: 'form_validation.email' };
}
