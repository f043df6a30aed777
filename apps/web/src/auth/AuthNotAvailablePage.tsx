import type { AuthRouteDefinition } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';

interface AuthNotAvailablePageProps {
  route: AuthRouteDefinition;
  navigate: (to: string) => void;
}

/** A logged-out screen a later issue builds (MFA, password and e-mail reset, logout notice). */
export function AuthNotAvailablePage({ route, navigate }: AuthNotAvailablePageProps) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  return (
    <AuthCard title={title} heading={title}>
      <p className="auth-text">{t('notAvailable.description')}</p>
      <AuthLink to="/login" navigate={navigate}>
        {t('login.backToLogin')}
      </AuthLink>
    </AuthCard>
  );
}
