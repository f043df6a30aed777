import { NavLink, Stack } from '@mantine/core';
import {
  MERCHANT_MENU,
  MERCHANT_ROUTES,
  PROVIDER_MENU,
  PROVIDER_ROUTES,
  type VisibleMenuItem,
  visibleMenu,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '../../kit/icons/Icon';
import { useAccess } from '../access/useAccess';

const GROUP_ICONS: Record<string, IconName> = {
  payments: 'card',
  insights: 'chart',
  finance: 'coin',
  risk: 'shield',
  developers: 'code',
  psp: 'server',
  settings: 'settings',
  merchants: 'building',
  compliance: 'shield',
  admin: 'lock',
};

function containsPath(items: readonly VisibleMenuItem[], base: string, pathname: string): boolean {
  return items.some((item) =>
    item.kind === 'section'
      ? containsPath(item.items, base, pathname)
      : item.kind === 'link' && `${base}${item.path}` === pathname,
  );
}

interface MenuItemProps {
  item: VisibleMenuItem;
  base: string;
  onNavigate: () => void;
}

function MenuItem({ item, base, onNavigate }: MenuItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  switch (item.kind) {
    case 'link': {
      const to = `${base}${item.path}`;
      return (
        <NavLink
          component={Link}
          to={to}
          label={t(item.labelKey)}
          active={pathname === to}
          aria-current={pathname === to ? 'page' : undefined}
          onClick={onNavigate}
        />
      );
    }
    case 'external':
      return (
        <NavLink
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          label={t(item.labelKey)}
          rightSection={<Icon name="external" size={14} />}
        />
      );
    case 'section':
      return (
        <NavLink label={t(item.labelKey)} defaultOpened={containsPath(item.items, base, pathname)}>
          {item.items.map((child) => (
            <MenuItem key={child.labelKey} item={child} base={base} onNavigate={onNavigate} />
          ))}
        </NavLink>
      );
  }
}

/**
 * The merchant menu (own organisation, or a merchant viewed by a provider user) or the provider menu, with
 * every entry the user may not open left out.
 */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { me, scope, context } = useAccess();
  const provider = scope.kind === 'provider' || (scope.kind === 'merchant' && me.is_provider);
  const base = provider ? '/psp/' : scope.basePath;
  const groups = provider
    ? visibleMenu(PROVIDER_MENU, PROVIDER_ROUTES, context)
    : visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, context);
  return (
    <Stack gap={2} component="nav" aria-label={t(provider ? 'shell.providerMenu' : 'shell.merchantMenu')}>
      {groups.map((group) => (
        <NavLink
          key={group.id}
          label={t(group.labelKey)}
          leftSection={<Icon name={GROUP_ICONS[group.id] ?? 'settings'} />}
          defaultOpened={containsPath(group.items, base, pathname)}
          fw={600}
          data-menu-group={group.id}
        >
          {group.items.map((item) => (
            <MenuItem key={item.labelKey} item={item} base={base} onNavigate={onNavigate} />
          ))}
        </NavLink>
      ))}
    </Stack>
  );
}
