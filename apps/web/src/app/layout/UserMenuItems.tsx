import { Divider, NavLink, Text } from '@mantine/core';
import { INTERFACE_LANGUAGES, type Language, type Me } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../auth/authCalls';
import { Icon } from '../../kit/icons/Icon';

export interface UserMenuItemsProps {
  me: Me;
  language: Language;
  onLanguageChange: (language: Language) => void;
  close: () => void;
}

/** What the user menu holds, loaded when it first opens: profile, interface language and logout. */
export function UserMenuItems({ me, language, onLanguageChange, close }: UserMenuItemsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // Login is outside the app: going there loads the page anew, so nothing of this session stays in memory.
  const signOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Text size="xs" c="dimmed" px="sm" py={6}>
        {me.user.email}
      </Text>
      <NavLink
        component={Link}
        to="/profile"
        label={t('shell.profile')}
        leftSection={<Icon name="user" size={16} />}
        onClick={close}
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
              close();
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
    </>
  );
}
