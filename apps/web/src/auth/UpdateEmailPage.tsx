import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './AuthBanner';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { AuthLink } from './AuthLink';
import type { AuthNavigation } from './AuthNavigation';
import { AuthSubmitButton } from './AuthSubmitButton';
import { updateEmail } from './authCalls';
import { isTokenError } from './isTokenError';
import { useLogoutOnOpen } from './useLogoutOnOpen';
import { useMessageText } from './useMessageText';
import { type NewEmail, validateNewEmail } from './validateNewEmail';

/** 000 §2 updateEmail: the new address from the link of a profile's e-mail change, typed twice. */
export function UpdateEmailPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const text = useMessageText();
  useLogoutOnOpen();
  const token = navigation.search.get('token') ?? '';
  const [values, setValues] = useState<NewEmail>({ email: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const errors = submitted ? validateNewEmail(values) : {};
  const change = (field: keyof NewEmail) => (event: FormEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateNewEmail(values)).length > 0) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await updateEmail({ token, email: values.email });
      navigation.navigate('/login?reset=email');
    } catch (error) {
      setFailure(isTokenError(error) ? 'updateEmail.invalidToken' : 'updateEmail.submitError');
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('routes.updateEmail')} heading={t('updateEmail.title')}>
      <p className="auth-text">{t('updateEmail.text')}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        <AuthField
          id="update-email"
          label={t('updateEmail.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={text(errors.email)}
        />
        <AuthField
          id="update-email-confirm"
          label={t('updateEmail.confirm')}
          type="email"
          autoComplete="email"
          required
          value={values.confirm}
          onChange={change('confirm')}
          error={text(errors.confirm)}
        />
        {failure && <AuthBanner tone="error">{t(failure)}</AuthBanner>}
        <div className="auth-actions">
          <AuthLink to="/login" navigate={navigation.navigate}>
            {t('login.backToLogin')}
          </AuthLink>
          <AuthSubmitButton busy={submitting}>{t('updateEmail.submit')}</AuthSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
