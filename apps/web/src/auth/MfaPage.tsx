import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
import { verifyMfa } from './authCalls';
import { enterApp } from './enterApp';
import { errorMessageKey } from './errorMessageKey';
import { MfaCodeField } from './MfaCodeField';
import { useMessageText } from './useMessageText';
import { validateMfaCode } from './validateMfaCode';

/** Failures after which this MFA token is spent: only a new login helps. */
const FINAL_ERRORS = new Set(['too_many_attempts', 'invalid_token']);

/** 000 §2 mfa: the code of the e-mail or authenticator app, and 'remember me' for this device. */
export function MfaPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { search } = navigation;
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const invalid = validateMfaCode(code);
  const wrongCode = failure === 'errors.invalid_code';
  const final = failure !== undefined && FINAL_ERRORS.has(failure.replace('errors.', ''));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) {
      document.getElementById('mfa-code')?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(undefined);
    try {
      const username = search.get('username') ?? '';
      const token = search.get('mfa_token') ?? '';
      const answer = await verifyMfa({ code, remember, username, token });
      enterApp(navigation, answer.me);
    } catch (error) {
      setFailure(errorMessageKey(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('routes.mfa')} heading={t('mfa.title')}>
      <p className="auth-text">
        {t(search.get('mfa_type') === 'email' ? 'mfa.hintEmail' : 'mfa.hintGoogle')}
      </p>
      <form onSubmit={submit} noValidate className="auth-form">
        <MfaCodeField
          id="mfa-code"
          value={code}
          onChange={(next) => {
            setCode(next);
            if (wrongCode) setFailure(undefined);
          }}
          error={wrongCode ? t('errors.invalid_code') : submitted ? text(invalid) : undefined}
        />
        <label className="auth-check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {t('mfa.remember')}
        </label>
        {failure && !wrongCode && (
          <AuthBanner tone="error">{t(failure, { defaultValue: t('errors.unknown') })}</AuthBanner>
        )}
        <div className="auth-actions">
          <AuthLink to="/login" navigate={navigation.navigate}>
            {t('login.backToLogin')}
          </AuthLink>
          <AuthSubmitButton busy={submitting} disabled={submitting || final}>
            {t('mfa.submit')}
          </AuthSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
