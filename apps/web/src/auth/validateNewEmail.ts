import type { TranslatableMessage } from '../kit/form/validationMessage';
import { validateEmail } from './validateEmail';

const MIN_LENGTH = 3;

export interface NewEmail {
  email: string;
  confirm: string;
}

/** 000 §5 update e-mail: both fields required, valid, at least 3 characters and identical. */
export function validateNewEmail(values: NewEmail): Partial<Record<keyof NewEmail, TranslatableMessage>> {
  const check = (value: string) =>
    value !== '' && value.length < MIN_LENGTH
      ? { key: 'form_validation.minlength', values: { requiredLength: MIN_LENGTH } }
      : validateEmail(value);
  const email = check(values.email);
  const confirm =
    check(values.confirm) ?? (values.confirm === values.email ? undefined : { key: 'updateEmail.mismatch' });
  return { ...(email && { email }), ...(confirm && { confirm }) };
}
