import { Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { RoleGrid } from './RoleGrid';
import { UserActions } from './UserActions';
import { editUserSchema, type UserRow, userFields } from './userView';
import { useUserAccess } from './useUserAccess';

/** A user's read view, edit form (name, e-mail, language, roles) and actions, by the current user's roles. */
export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useUserAccess();
  const writes = useResourceWrites('user');
  const field = (name: string) => `fields:user.${name}`;
  return (
    <RecordDrawer
      resource="user"
      id={id}
      onClose={onClose}
      title={(user) => (user ? t('users.detailTitle', { name: user.name }) : t('routes.users'))}
      details={(user) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={user.id} /> },
            { labelKey: field('name'), value: user.name },
            { labelKey: field('email'), value: user.email },
            { labelKey: field('status'), value: <StatusTag family="user" status={user.status} /> },
            { labelKey: field('language'), value: t(`languages.${user.language}`) },
            {
              labelKey: field('roles'),
              value: user.roles.length > 0 && (
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Code key={role}>{role}</Code>
                  ))}
                </Group>
              ),
            },
            {
              labelKey: field('mfa_type'),
              value: t(`users.mfaTypes.${user.mfa_type ?? 'none'}`),
            },
            {
              labelKey: field('last_login_at'),
              value: user.last_login_at && <DateTime value={user.last_login_at} />,
            },
            { labelKey: field('created_at'), value: <DateTime value={user.created_at} /> },
          ]}
        />
      )}
      actions={(user) => <UserActions user={user} onDeleted={onClose} />}
      {...(access.mayUpdate && {
        edit: (user: UserRow, done: () => void) => (
          <EntityForm
            schema={editUserSchema}
            defaultValues={{
              name: user.name,
              email: user.email,
              language: user.language,
              roles: user.roles,
            }}
            fields={userFields(access.languages, (input) => <RoleGrid {...input} {...access.roles} />)}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(user.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
