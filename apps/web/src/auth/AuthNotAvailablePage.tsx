import { Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentRouteOf } from '../app/routing/routeHandle';
import { AuthCard } from './AuthCard';

/** An authentication screen a later issue builds (MFA, password and e-mail reset, logout notice). */
export function AuthNotAvailablePage() {
  const { t } = useTranslation();
  const route = currentRouteOf(useMatches());
  const title = route ? t(route.titleKey) : '';
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <AuthCard title={title}>
      <Text c="dimmed" mb="md">
        {t('notAvailable.description')}
      </Text>
      <Anchor component={Link} to="/login">
        {t('login.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
