import type { LoginRequest } from '@psp/domain';
import type { TranslatableMessage } from '../kit/form/validationMessage';
import { validateEmail } from './validateEmail';

const PASSWORD_MIN_LENGTH = 2;

export type LoginErrors = Partial<Record<keyof LoginRequest, TranslatableMessage>>;

/**
 * The two login rules of 000 §5 (e-mail valid, password at least 2 characters) with the e-mail pattern
 * z.email() uses, but without the schema library, so the login screen stays light. The test holds this
 * function to loginRequestSchema.
 */
export function validateLogin({ username, password }: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  const usernameError = validateEmail(username);
  if (usernameError) errors.username = usernameError;
  if (password === '') errors.password = { key: 'form_validation.required' };
  else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = { key: 'form_validation.minlength', values: { requiredLength: PASSWORD_MIN_LENGTH } };
  }
  return errors;
}
