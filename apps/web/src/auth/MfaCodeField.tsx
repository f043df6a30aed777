import { useTranslation } from 'react-i18next';
import { AuthField } from './AuthField';

interface MfaCodeFieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}

/** The six-digit code of an e-mail or an authenticator app. */
export function MfaCodeField({ id, value, onChange, error }: MfaCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <AuthField
      id={id}
      label={t('mfa.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
      error={error}
    />
  );
}
