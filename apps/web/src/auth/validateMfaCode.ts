import type { TranslatableMessage } from '../kit/form/validationMessage';

/** 000 §5: the MFA code is required and six digits. */
export function validateMfaCode(code: string): TranslatableMessage | undefined {
  if (code === '') return { key: 'form_validation.required' };
  return /^\d{6}$/.test(code) ? undefined : { key: 'mfa.codeFormat' };
}
