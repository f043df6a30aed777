import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
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
        {state === 'success' && <AuthBanner tone="success">{t('forgotPassword.sent')}</AuthBanner>}
        <div className="auth-actions">
          <AuthLink to="/login" navigate={navigation.navigate}>
            {t('login.backToLogin')}
          </AuthLink>
          <AuthSubmitButton busy={state === 'submitting'} disabled={Boolean(invalid) || state !== 'initial'}>
            {t('forgotPassword.submit')}
          </AuthSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
