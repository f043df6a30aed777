import { NavLink, Stack } from '@mantine/core';
import {
  currentMenuPath,
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

function containsPath(items: readonly VisibleMenuItem[], current: string | undefined): boolean {
  return items.some((item) =>
    item.kind === 'section'
      ? containsPath(item.items, current)
      : item.kind === 'link' && item.path === current,
  );
}

interface MenuItemProps {
  item: VisibleMenuItem;
  base: string;
  /** The entry of the page shown, or of the page it lies under (`currentMenuPath`). */
  current: string | undefined;
  onNavigate: () => void;
}

function MenuItem({ item, base, current, onNavigate }: MenuItemProps) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'link': {
      const active = item.path === current;
      return (
        <NavLink
          component={Link}
          to={`${base}${item.path}`}
          label={t(item.labelKey)}
          active={active}
          aria-current={active ? 'page' : undefined}
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
        <NavLink label={t(item.labelKey)} defaultOpened={containsPath(item.items, current)}>
          {item.items.map((child) => (
            <MenuItem
              key={child.labelKey}
              item={child}
              base={base}
              current={current}
              onNavigate={onNavigate}
            />
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
  const current = currentMenuPath(groups, base, pathname);
  return (
    <Stack gap={2} component="nav" aria-label={t(provider ? 'shell.providerMenu' : 'shell.merchantMenu')}>
      {groups.map((group) => (
        <NavLink
          key={group.id}
          label={t(group.labelKey)}
          leftSection={<Icon name={GROUP_ICONS[group.id] ?? 'settings'} />}
          defaultOpened={containsPath(group.items, current)}
          fw={600}
          data-menu-group={group.id}
        >
          {group.items.map((item) => (
            <MenuItem key={item.labelKey} item={item} base={base} current={current} onNavigate={onNavigate} />
          ))}
        </NavLink>
      ))}
    </Stack>
  );
}
