import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import type { AuthNavigation } from './AuthNavigation';

const DEFAULT_IDLE_MINUTES = 30;

/** 000 §2/§8 logout: the notice after an automatic logout for inactivity. */
export function LogoutPage({ navigation }: { navigation: AuthNavigation }) {
  const { t } = useTranslation();
  const minutes = Number(navigation.search.get('minutes')) || DEFAULT_IDLE_MINUTES;
  return (
    <AuthCard title={t('routes.logout')} heading={t('logout.title')}>
      <p className="auth-text" role="status">
        {t('logout.text', { minutes })}
      </p>
      <div className="auth-actions">
        <button type="button" className="auth-button" onClick={() => navigation.navigate('/login')}>
          {t('logout.login')}
        </button>
      </div>
    </AuthCard>
  );
}
