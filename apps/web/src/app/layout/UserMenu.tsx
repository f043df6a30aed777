import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Language, Me } from '@psp/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopover } from '../../kit/overlay/LazyPopover';

interface UserMenuProps {
  me: Me;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

const UserMenuItems = lazy(() =>
  import('./UserMenuItems').then((module) => ({ default: module.UserMenuItems })),
);

/** Profile (one per user, outside any merchant scope), interface language and logout. */
export function UserMenu({ me, language, onLanguageChange }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <LazyPopover
      label={t('shell.userMenu')}
      position="bottom-end"
      width={240}
      target={(opened, toggle) => (
        <UnstyledButton onClick={toggle} aria-expanded={opened} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="indigo" variant="light" radius="xl" size={38} fw={700} aria-hidden="true">
              {initialsOf(me.user.name)}
            </ThemeIcon>
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {me.user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {me.organisation.name}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      )}
    >
      {(close) => (
        <UserMenuItems me={me} language={language} onLanguageChange={onLanguageChange} close={close} />
      )}
    </LazyPopover>
  );
}
