import { Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';

/** How the user proves a login's second factor, or none. */
function MfaType({ type }: { type: string | null }) {
  const { t } = useTranslation();
  return <>{t(`users.mfaTypes.${type ?? 'none'}`)}</>;
}

/** The fields of a user's list and detail (the forms: userFields in userView, with the role grid). */
export const USER_FIELDS = defineFields(
  'user',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'email', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'status', kind: 'status', family: 'user', list: {}, detail: true },
    { name: 'language', kind: 'enum', labelPrefix: 'languages.', detail: true },
    {
      name: 'roles',
      kind: 'custom',
      render: (user) =>
        user.roles.length > 0 && (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Code key={role}>{role}</Code>
            ))}
          </Group>
        ),
      text: (user) => user.roles.join(' '),
      detail: true,
    },
    {
      name: 'roles',
      kind: 'custom',
      render: (user) => user.roles.join(', '),
      text: (user) => user.roles.join(' '),
      list: { hiddenByDefault: true },
    },
    {
      name: 'mfa_type',
      kind: 'custom',
      render: (user) => <MfaType type={user.mfa_type} />,
      text: (user) => user.mfa_type ?? '',
      detail: true,
    },
    { name: 'last_login_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true } },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  ],
  { populate: ['organisation'] },
);
