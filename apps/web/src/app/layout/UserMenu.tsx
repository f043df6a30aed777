import { Divider, Group, NavLink, Popover, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { INTERFACE_LANGUAGES, type Language, type Me } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../auth/authCalls';
import { Icon } from '../../kit/icons/Icon';

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

/** Profile (one per user, outside any merchant scope), interface language and logout. */
export function UserMenu({ me, language, onLanguageChange }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);

  // Login is outside the app: going there loads the page anew, so nothing of this session stays in memory.
  const signOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };

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
        <Text size="xs" c="dimmed" px="sm" py={6}>
          {me.user.email}
        </Text>
        <NavLink
          component={Link}
          to="/profile"
          label={t('shell.profile')}
          leftSection={<Icon name="user" size={16} />}
          onClick={() => setOpened(false)}
        />
        <Divider my={4} />
        <fieldset className="bare-fieldset">
          <Text component="legend" size="xs" c="dimmed" px="sm" py={6}>
            {t('shell.language')}
          </Text>
          {INTERFACE_LANGUAGES.map((option) => (
            <NavLink
              key={option}
              component="button"
              lang={option}
              label={t(`languages.${option}`)}
              leftSection={<Icon name={option === language ? 'check' : 'language'} size={16} />}
              active={option === language}
              aria-pressed={option === language}
              onClick={() => {
                onLanguageChange(option);
                setOpened(false);
              }}
              data-language={option}
            />
          ))}
        </fieldset>
        <Divider my={4} />
        <NavLink
          component="button"
          c="red.8"
          label={t('shell.logout')}
          leftSection={<Icon name="logout" size={16} />}
          onClick={signOut}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
