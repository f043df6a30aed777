import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { INTERFACE_LANGUAGES, type Language, type Me } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../auth/authCalls';
import { meQuery } from '../../auth/meQuery';
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
  const queryClient = useQueryClient();

  const signOut = async () => {
    await logout();
    queryClient.setQueryData(meQuery.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    void navigate('/login');
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size="md">
              {initialsOf(me.user.name)}
            </Avatar>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<Icon name="user" size={16} />}>
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            leftSection={<Icon name={option === language ? 'check' : 'language'} size={16} />}
            onClick={() => onLanguageChange(option)}
            aria-current={option === language ? 'true' : undefined}
            data-language={option}
          >
            {t(`languages.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<Icon name="logout" size={16} />} onClick={signOut}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
