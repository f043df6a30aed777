import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { requestPasswordReset } from './authCalls';
import { useMessageText } from './useMessageText';
import { validateEmail } from './validateEmail';

type FormState = 'initial' | 'submitting' | 'success' | 'error';

/**
 * 000 §2/§4/§8 forgot password: states initial, submitting, success and error; any edit returns to
 * initial. The answer is the same whether or not the user exists.
 */
export function ForgotPasswordPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>('initial');
  const [touched, setTouched] = useState(false);
  const invalid = validateEmail(email);
  const fieldError = state === 'error' ? t('form_validation.email') : touched ? text(invalid) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid || state !== 'initial') return;
    setState('submitting');
    try {
      await requestPasswordReset(email);
      setState('success');
    } catch {
      setState('error');
    }
  };

  return (
    <AuthCard title={t('routes.forgotPassword')} heading={t('forgotPassword.title')}>
      <p className="auth-text">{t('forgotPassword.text')}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        <AuthField
          id="forgot-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setState('initial');
          }}
          onBlur={() => setTouched(true)}
          error={fieldError}
        />
        {state === 'success' && (
          <p className="auth-banner auth-banner-success" role="status">
            {t('forgotPassword.sent')}
          </p>
        )}
        <div className="auth-actions">
          <AuthLink to="/login" navigate={navigation.navigate}>
            {t('login.backToLogin')}
          </AuthLink>
          <button
            type="submit"
            className="auth-button"
            disabled={Boolean(invalid) || state !== 'initial'}
            aria-busy={state === 'submitting'}
          >
            {state === 'submitting' && <span className="auth-spinner" aria-hidden="true" />}
            {t('forgotPassword.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
