import { Group, Loader, Popover, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Language, Me } from '@psp/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [opened, setOpened] = useState(false);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={240} shadow="md">
      <Popover.Target>
        <UnstyledButton onClick={() => setOpened((open) => !open)} data-testid="user-menu">
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
      </Popover.Target>
      <Popover.Dropdown p={4} aria-label={t('shell.userMenu')}>
        <Suspense fallback={<Loader size="sm" m="sm" aria-label={t('common.loading')} />}>
          <UserMenuItems
            me={me}
            language={language}
            onLanguageChange={onLanguageChange}
            close={() => setOpened(false)}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
