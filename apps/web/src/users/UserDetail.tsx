import { Code, Group } from '@mantine/core';
import type { Role } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { UserActions } from './UserActions';
import { editUserSchema, type UserRow, userFields } from './userView';
import { useUserAccess } from './useUserAccess';

/** A user's read view, edit form (name, e-mail, language, roles) and actions, by the current user's roles. */
export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useUserAccess();
  const { data, isLoading, error } = useRecord<UserRow>('user', id);
  const writes = useResourceWrites<UserRow>('user');
  const field = (name: string) => `fields:user.${name}`;
  return (
    <DetailDrawer
      title={data ? t('users.detailTitle', { name: data.name }) : t('routes.users')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('name'), value: data.name },
                      { labelKey: field('email'), value: data.email },
                      { labelKey: field('status'), value: <StatusTag family="user" status={data.status} /> },
                      { labelKey: field('language'), value: t(`languages.${data.language}`) },
                      {
                        labelKey: field('roles'),
                        value: data.roles.length > 0 && (
                          <Group gap={4}>
                            {data.roles.map((role) => (
                              <Code key={role}>{role}</Code>
                            ))}
                          </Group>
                        ),
                      },
                      {
                        labelKey: field('mfa_type'),
                        value: t(`users.mfaTypes.${data.mfa_type ?? 'none'}`),
                      },
                      {
                        labelKey: field('last_login_at'),
                        value: data.last_login_at && <DateTime value={data.last_login_at} />,
                      },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
      {...(data && { actions: <UserActions user={data} onDeleted={onClose} /> })}
      {...(data &&
        access.mayUpdate && {
          edit: (done: () => void) => (
            <EntityForm
              schema={editUserSchema}
              defaultValues={{
                name: data.name,
                email: data.email,
                language: data.language,
                roles: data.roles,
              }}
              fields={userFields(access.languages, access.roleOptions(data.roles as Role[]))}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}
