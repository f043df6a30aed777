import type { LoginRequest } from '@psp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
import { login } from './authCalls';
import { enterApp } from './enterApp';
import { errorMessageKey } from './errorMessageKey';
import { validateLogin } from './validateLogin';

const RESET_BANNERS = { password: 'login.passwordChanged', email: 'login.emailChanged' } as const;

/** 000 §2 login: e-mail and password; success, an MFA step or a forced MFA set-up. */
export function LoginPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const errors = submitted ? validateLogin(values) : {};
  const reset = navigation.search.get('reset');
  const banner = reset === 'password' || reset === 'email' ? RESET_BANNERS[reset] : undefined;
  const message = (field: keyof LoginRequest) => {
    const error = errors[field];
    return error && t(error.key, error.values ?? {});
  };
  const change = (field: keyof LoginRequest) => (event: FormEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    const invalid = Object.keys(validateLogin(values))[0];
    if (invalid) {
      document.getElementById(`login-${invalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await login(values);
      switch (answer.status) {
        // The button keeps spinning while the app loads.
        case 'success':
          enterApp(navigation, answer.me);
          return;
        case 'mfa_required': {
          const { username, mfa_token, mfa_type } = answer;
          navigation.navigate(`/mfa?${new URLSearchParams({ username, mfa_token, mfa_type })}`);
          return;
        }
        case 'mfa_setup_required': {
          const query = new URLSearchParams({
            token: answer.token,
            required_type: answer.required_type ?? '',
          });
          navigation.navigate(`/mfa/setup?${query}`);
          return;
        }
      }
    } catch (error) {
      setFailure(t(errorMessageKey(error), { defaultValue: t('errors.unknown') }));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('routes.login')} heading={t('login.title')}>
      {banner && <AuthBanner tone="success">{t(banner)}</AuthBanner>}
      <form onSubmit={submit} noValidate className="auth-form">
        <AuthField
          id="login-username"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          value={values.username}
          onChange={change('username')}
          error={message('username')}
        />
        <AuthField
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={message('password')}
        />
        {failure && <AuthBanner tone="error">{failure}</AuthBanner>}
        <div className="auth-actions">
          <AuthLink to="/forgotPassword" navigate={navigation.navigate}>
            {t('login.forgotPassword')}
          </AuthLink>
          <AuthSubmitButton busy={submitting}>{t('login.submit')}</AuthSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
