import { useTranslation } from 'react-i18next';
import { ListPage } from '../kit/list/ListPage';
import { UserDetail } from './UserDetail';
import { UserInvite } from './UserInvite';
import { USER_FIELDS } from './userFields';
import { useUserAccess } from './useUserAccess';

/**
 * 000 §2 users (merchant, PLATFORMUSER_*) and provider users (/psp, PSP_USER_*). Under /psp the list
 * holds the provider's own staff; a merchant's users are managed inside that merchant.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const access = useUserAccess();
  return (
    <ListPage
      title={t(access.side === 'provider' ? 'routes.pspUsers' : 'routes.users')}
      resource="user"
      tableId="users"
      fields={USER_FIELDS}
      {...(access.providerOrganisation && { fixedQuery: { organisation: access.providerOrganisation } })}
      renderDetail={(id, close) => <UserDetail id={id} onClose={close} />}
      {...(access.mayCreate && {
        create: { labelKey: 'users.invite', render: (close) => <UserInvite onClose={close} /> },
      })}
    />
  );
}
