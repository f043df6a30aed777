import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthenticatorSecret } from './AuthenticatorSecret';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
import { confirmMfaSetup, type MfaSetupAnswer, startMfaSetup } from './authCalls';
import { enterApp } from './enterApp';
import { errorMessageKey } from './errorMessageKey';
import { MfaCodeField } from './MfaCodeField';
import { useMessageText } from './useMessageText';
import { validateMfaCode } from './validateMfaCode';

const OPTIONS = ['email', 'google'] as const;

/**
 * 000 §2 mfa/setup: the organisation requires MFA. The user picks e-mail or an authenticator app,
 * confirms with a code and is logged in.
 */
export function MfaSetupPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const token = navigation.search.get('token') ?? '';
  const required = navigation.search.get('required_type');
  const options = OPTIONS.filter((option) => !OPTIONS.some((o) => o === required) || option === required);
  const [setup, setSetup] = useState<MfaSetupAnswer>();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const invalid = validateMfaCode(code);
  const wrongCode = failure === 'errors.invalid_code';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessageKey(error));
      setBusy(false);
    }
  };
  const choose = (type: (typeof OPTIONS)[number]) =>
    run(async () => {
      setSetup(await startMfaSetup({ token, type }));
      setBusy(false);
    });
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    void run(async () => enterApp(navigation, (await confirmMfaSetup({ token, code })).me));
  };

  return (
    <AuthCard title={t('routes.mfaSetup')} heading={t('mfaSetup.title')}>
      <p className="auth-text">{t('mfaSetup.required')}</p>
      {!setup ? (
        <fieldset className="auth-options">
          <legend className="auth-label">{t('mfaSetup.choose')}</legend>
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className="auth-option"
              disabled={busy}
              onClick={() => choose(option)}
            >
              {t(`mfaSetup.${option}`)}
            </button>
          ))}
        </fieldset>
      ) : (
        <form onSubmit={confirm} noValidate className="auth-form">
          {setup.type === 'google' && setup.qr_svg && setup.secret ? (
            <AuthenticatorSecret qrSvg={setup.qr_svg} secret={setup.secret} />
          ) : (
            <p className="auth-text">{t('mfaSetup.emailSent')}</p>
          )}
          <MfaCodeField
            id="mfa-setup-code"
            value={code}
            onChange={(next) => {
              setCode(next);
              if (wrongCode) setFailure(undefined);
            }}
            error={wrongCode ? t('errors.invalid_code') : submitted ? text(invalid) : undefined}
          />
          <div className="auth-actions">
            <AuthSubmitButton busy={busy}>{t('mfaSetup.confirm')}</AuthSubmitButton>
          </div>
        </form>
      )}
      {failure && !wrongCode && (
        <AuthBanner tone="error">{t(failure, { defaultValue: t('errors.unknown') })}</AuthBanner>
      )}
      <AuthLink to="/login" navigate={navigation.navigate}>
        {t('login.backToLogin')}
      </AuthLink>
    </AuthCard>
  );
}
