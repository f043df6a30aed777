import { Anchor, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { PermissionContext } from '../../kit/api/usePermission';
import { ScopeOrganisationsContext } from '../../kit/api/useSpansOrganisations';
import { Notifications } from '../../kit/feedback/Notifications';
import { Icon } from '../../kit/icons/Icon';
import { useScopeOrganisations } from '../access/scopeOrganisationsQuery';
import { useAccess } from '../access/useAccess';
import { useUserLanguage } from '../i18n/useUserLanguage';
import { currentRouteOf } from '../routing/routeHandle';
import { useIdleLogout } from '../session/useIdleLogout';
import classes from './AppLayout.module.css';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** Only provider staff switch merchants: the others never load it. */
const MerchantSwitcher = lazy(() =>
  import('./MerchantSwitcher').then((module) => ({ default: module.MerchantSwitcher })),
);

/** The logged-in shell: header with merchant switcher and user menu, the menu of the scope, the screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const [navbarOpened, { toggle, close }] = useDisclosure();
  const { me, scope, context } = useAccess();
  const organisations = useScopeOrganisations();
  const { language, changeLanguage } = useUserLanguage(me);
  useIdleLogout(me.session_idle_minutes);
  const route = currentRouteOf(useMatches());
  const title = route ? t(route.titleKey) : '';
  const home = me.is_provider && scope.kind === 'merchant' ? '/psp/' : scope.basePath;

  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  return (
    <>
      <Notifications />
      <Anchor href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </Anchor>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navbarOpened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell.toggleNavigation')}
            aria-expanded={navbarOpened}
          />
          <Anchor component={Link} to={home} underline="never" c="inherit" title={t('shell.home')}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
                <Icon name="shield" />
              </ThemeIcon>
              <Text fw={700} size="lg" visibleFrom="xs">
                {t('app.name')}
              </Text>
            </Group>
          </Anchor>
        </Group>
        <Group gap="md" wrap="nowrap">
          {me.is_provider && (
            <Suspense fallback={null}>
              <MerchantSwitcher />
            </Suspense>
          )}
          <UserMenu me={me} language={language} onLanguageChange={changeLanguage} />
        </Group>
      </header>
      <div className={classes.navbar} data-opened={navbarOpened || undefined}>
        <MainMenu onNavigate={close} />
      </div>
      <main id="main" tabIndex={-1} className={classes.main}>
        {!me.organisation.active && (
          <p role="status" className={classes.inactive}>
            {t('admin.merchants.inactiveBanner')}
            {me.organisation.deactivation_reason && (
              <> {t('admin.merchants.inactiveReason', { reason: me.organisation.deactivation_reason })}</>
            )}
          </p>
        )}
        <PermissionContext value={context.principal}>
          <ScopeOrganisationsContext value={organisations}>
            <Outlet />
          </ScopeOrganisationsContext>
        </PermissionContext>
      </main>
    </>
  );
}
