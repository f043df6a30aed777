import { meetsRequirements, parseRequirements } from '@psp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
import { updatePassword } from './authCalls';
import { isTokenError } from './isTokenError';
import { PasswordRequirementList } from './PasswordRequirementList';
import { passwordErrorKey } from './passwordErrorKey';
import { useLogoutOnOpen } from './useLogoutOnOpen';

/**
 * 000 §2 updatePassword: a new password (the first one after an invitation with new=true) under the
 * policy of the link's requirements. Success returns to login with a banner.
 */
export function UpdatePasswordPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  useLogoutOnOpen();
  const { search } = navigation;
  const token = search.get('token');
  const first = search.get('new') === 'true';
  const [requirements] = useState(() => parseRequirements(search.get('requirements')));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ field: 'password' | 'confirm' | 'form'; key: string }>();
  const passwordInvalid = !meetsRequirements(password, requirements);
  const confirmInvalid = confirm !== password || confirm === '';
  const fieldFailure = (field: 'password' | 'confirm') =>
    failure?.field === field ? t(failure.key) : undefined;
  const formFailure = token ? failure?.field === 'form' && t(failure.key) : t('password.invalidToken');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!token || passwordInvalid || confirmInvalid) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await updatePassword({ token, password });
      navigation.navigate('/login?reset=password');
    } catch (error) {
      const passwordKey = passwordErrorKey(error);
      if (isTokenError(error)) setFailure({ field: 'confirm', key: 'password.invalidToken' });
      else if (passwordKey) setFailure({ field: 'password', key: passwordKey });
      else setFailure({ field: 'form', key: 'errors.unknown' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t('routes.updatePassword')}
      heading={t(first ? 'updatePassword.titleNew' : 'updatePassword.title')}
    >
      <p className="auth-text">{t(first ? 'updatePassword.textNew' : 'updatePassword.text')}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        <AuthField
          id="update-password"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          required
          aria-details="update-password-rules"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFailure(undefined);
          }}
          error={
            fieldFailure('password') ?? (submitted && passwordInvalid ? t('password.policy') : undefined)
          }
        />
        <PasswordRequirementList id="update-password-rules" password={password} requirements={requirements} />
        <AuthField
          id="update-password-confirm"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={
            fieldFailure('confirm') ?? (submitted && confirmInvalid ? t('password.mismatch') : undefined)
          }
        />
        {formFailure && <AuthBanner tone="error">{formFailure}</AuthBanner>}
        <div className="auth-actions">
          <AuthLink to="/login" navigate={navigation.navigate}>
            {t('login.backToLogin')}
          </AuthLink>
          <AuthSubmitButton busy={submitting} disabled={submitting || !token}>
            {t('updatePassword.submit')}
          </AuthSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
