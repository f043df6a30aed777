import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { RoleGrid } from './RoleGrid';
import { UserActions } from './UserActions';
import { USER_FIELDS } from './userFields';
import { editUserSchema, userFields } from './userView';
import { useUserAccess } from './useUserAccess';

/** A user's read view, edit form (name, e-mail, language, roles) and actions, by the current user's roles. */
export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useUserAccess();
  const writes = useResourceWrites('user');
  return (
    <RecordDrawer
      resource="user"
      id={id}
      onClose={onClose}
      title={(user) => (user ? t('users.detailTitle', { name: user.name }) : t('routes.users'))}
      fields={USER_FIELDS}
      actions={(user) => <UserActions user={user} onDeleted={onClose} />}
      edit={
        access.mayUpdate
          ? (user, done) => (
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
            )
          : undefined
      }
    />
  );
}
