import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { RoleGrid } from './RoleGrid';
import { inviteUserSchema, userFields } from './userView';
import { useUserAccess } from './useUserAccess';

/** Invites a user: the server creates it and mails the welcome mail with a set-password link. */
export function UserInvite({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const access = useUserAccess();
  const writes = useResourceWrites('user');
  return (
    <SidePanel title={t('users.invite')} onClose={onClose}>
      <EntityForm
        schema={inviteUserSchema}
        defaultValues={{ name: '', email: '', language: i18n.language === 'nl' ? 'nl' : 'en', roles: [] }}
        fields={userFields(access.languages, (input) => <RoleGrid {...input} {...access.roles} />)}
        submitLabelKey="users.sendInvite"
        successMessageKey="users.invited"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
